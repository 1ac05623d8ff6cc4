import { hashKey, QueryClient, skipToken, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";

import * as API from "@bookstore/shared/api/contract.ts";
import { TOP_SELLERS_SHOWN } from "@bookstore/shared/books/first-screens.ts";
import { bookAnswerPath, topSellersAnswerPath } from "@bookstore/shared/site/first-screen-data.ts";

import {
  apiPageQueryOptions,
  apiPagesQueryOptions,
  apiQueryOptions,
  apiReadKey,
} from "./api-query";
import { accountReads, apiKeyPrefix, apiPathKey, apiQueryKey } from "./api-query-key";
import { stubbedFetch } from "./fetch-stub.test-support";
import { sampleBook } from "./sample-book.test-support";

const fetchMock = stubbedFetch();

function signedIn(uid: string) {
  return { uid, getIdToken: vi.fn(() => Promise.resolve(`token-of-${uid}`)) };
}

const admin = signedIn("admin-1");
const customer = signedIn("customer-1");

describe("the key of an API read", () => {
  it("is the address's path segments, its query values, the account and the form", () => {
    expect(apiQueryOptions(API.getBook, { params: { id: "b 1" } }).queryKey).toEqual([
      "api",
      "books",
      "b%201",
      {},
      null,
    ]);
    expect(
      apiPagesQueryOptions(API.listOrders, 20, { query: { status: "pending" }, session: admin })
        .queryKey,
    ).toEqual(["api", "orders", { limit: "20", status: "pending" }, "admin-1", "pages"]);
    expect(apiPageQueryOptions(API.listBooks, { limit: 20, after: "c1" }).queryKey).toEqual([
      "api",
      "books",
      { limit: "20", after: "c1" },
      null,
      "page",
    ]);
  });

  it("is the key the page's data block files the same answer under", () => {
    expect(apiQueryKey(bookAnswerPath("b1"))).toEqual(
      apiQueryOptions(API.getBook, { params: { id: "b1" } }).queryKey,
    );
    // The query's order in the address does not matter: TanStack hashes objects sorted.
    const topSellers = apiQueryOptions(API.listBooks, {
      query: { limit: TOP_SELLERS_SHOWN, order: "top-sellers" },
    });
    expect(hashKey(apiQueryKey(topSellersAnswerPath()))).toBe(hashKey(topSellers.queryKey));
  });

  it("leaves out query values that the address leaves out", () => {
    expect(
      apiQueryOptions(API.searchBooks, { query: { q: "dune", page: undefined, category: "" } })
        .queryKey,
    ).toEqual(apiQueryKey("/api/books/search?q=dune"));
  });

  it("keeps an answer and the pages of the same address apart", () => {
    const answer = apiQueryOptions(API.listBooks, { query: { limit: 20 } }).queryKey;
    const pages = apiPagesQueryOptions(API.listBooks, 20).queryKey;
    expect(hashKey(answer)).not.toBe(hashKey(pages));
  });
});

describe("a personal answer", () => {
  it("is keyed by the account that asks; a public one by none", () => {
    const mine = apiReadKey(API.getOrder, { params: { id: "o1" }, session: customer });
    const theirs = apiReadKey(API.getOrder, { params: { id: "o1" }, session: signedIn("c2") });
    expect(mine).toEqual(["api", "orders", "o1", {}, "customer-1"]);
    expect(hashKey(mine)).not.toBe(hashKey(theirs));
    expect(apiReadKey(API.listVerses)).toEqual(["api", "slok", {}, null]);
  });

  it("is asked with the account's token", async () => {
    const mine = { review: null, canReview: true };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(mine)));
    const client = new QueryClient();
    const options = apiQueryOptions(API.getMyReview, { params: { id: "b1" }, session: customer });
    await expect(client.query(options)).resolves.toEqual(mine);
    expect(fetchMock).toHaveBeenCalledWith("/api/books/b1/reviews/mine", expect.anything());
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("Authorization")).toBe("Bearer token-of-customer-1");
  });

  it("is not asked while nobody is signed in", () => {
    const options = apiQueryOptions(API.getMyReview, { params: { id: "b1" }, session: null });
    expect(options.queryFn).toBe(skipToken);
    expect(options.queryKey).toEqual(["api", "books", "b1", "reviews", "mine", {}, null]);
  });
});

describe("a public read", () => {
  it("asks its address and gives the answer the entry's schema checked", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(sampleBook)));
    const client = new QueryClient();
    const book = await client.query(apiQueryOptions(API.getBook, { params: { id: "b1" } }));
    expect(book).toEqual(sampleBook);
    expect(fetchMock).toHaveBeenCalledWith("/api/books/b1", expect.anything());
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has("Authorization")).toBe(false);
  });
});

describe("invalidating by a key prefix", () => {
  const reads = {
    pendingOrders: apiPagesQueryOptions(API.listOrders, 20, {
      query: { status: "pending" },
      session: admin,
    }).queryKey,
    allOrders: apiPagesQueryOptions(API.listOrders, 20, { session: admin }).queryKey,
    customerOrders: apiPagesQueryOptions(API.listOrdersByEmail, 10, {
      params: { email: "c@example.com" },
      session: customer,
    }).queryKey,
    order: apiReadKey(API.getOrder, { params: { id: "o1" }, session: customer }),
    stats: apiReadKey(API.getAdminStats, { session: admin }),
    slips: apiReadKey(API.getPackingSlips, { query: { ids: "o1" }, session: admin }),
    book: apiReadKey(API.getBook, { params: { id: "b1" } }),
    reviews: apiPagesQueryOptions(API.listBookReviews, 10, {
      params: { id: "b1" },
      query: { sort: "newest" },
    }).queryKey,
    myReview: apiReadKey(API.getMyReview, { params: { id: "b1" }, session: customer }),
    otherBook: apiReadKey(API.getBook, { params: { id: "b2" } }),
  } satisfies Record<string, QueryKey>;
  type Read = keyof typeof reads;

  function cacheWithEveryRead(): QueryClient {
    const client = new QueryClient();
    for (const key of Object.values(reads)) client.setQueryData(key, {});
    return client;
  }

  async function invalidatedBy(filter: Parameters<QueryClient["invalidateQueries"]>[0]) {
    const client = cacheWithEveryRead();
    await client.invalidateQueries(filter);
    return (Object.keys(reads) as Read[]).filter(
      (read) => client.getQueryState(reads[read])?.isInvalidated,
    );
  }

  it("of a path picks its reads and those of the paths below it", async () => {
    await expect(invalidatedBy({ queryKey: apiKeyPrefix("/api/orders") })).resolves.toEqual([
      "pendingOrders",
      "allOrders",
      "customerOrders",
      "order",
    ]);
    await expect(invalidatedBy({ queryKey: apiKeyPrefix("/api/admin") })).resolves.toEqual([
      "stats",
      "slips",
    ]);
    await expect(
      invalidatedBy({ queryKey: apiKeyPrefix("/api/books/b1/reviews") }),
    ).resolves.toEqual(["reviews", "myReview"]);
  });

  it("of a path itself picks its reads whatever their query, and none below it", async () => {
    await expect(invalidatedBy({ queryKey: apiPathKey("/api/orders") })).resolves.toEqual([
      "pendingOrders",
      "allOrders",
    ]);
  });

  it("with query values picks the reads that have them", async () => {
    await expect(
      invalidatedBy({
        queryKey: [...apiPathKey("/api/orders").slice(0, -1), { status: "pending" }],
      }),
    ).resolves.toEqual(["pendingOrders"]);
  });

  it("of an account picks its personal answers alone", async () => {
    await expect(invalidatedBy(accountReads("admin-1"))).resolves.toEqual([
      "pendingOrders",
      "allOrders",
      "stats",
      "slips",
    ]);
    await expect(invalidatedBy(accountReads("customer-1"))).resolves.toEqual([
      "customerOrders",
      "order",
      "myReview",
    ]);
  });
});
