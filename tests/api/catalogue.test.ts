import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Book } from "@bookstore/shared/books/books-api.ts";
import {
  CATALOGUE_SORTS,
  type CatalogueFilters,
  type CatalogueSort,
} from "@bookstore/shared/catalogue/catalogue-query.ts";

import { expectedListing, matchesFilters } from "../support/catalogue-order.ts";
import { ROUTES, testClient } from "../support/client-addresses.ts";
import { addFullPriceBooks, removeFullPriceBooks } from "../support/full-price-books.ts";
import {
  addRatedBooks,
  removeRatedBooks,
  type RatedBookPlan,
  type RatedBooks,
} from "../support/rated-books.ts";
import { allBooks, requestJson } from "../support/store.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));

/** Small pages, so every listing here spans several. */
const PAGE = 7;
const PRICE = { minPrice: 10, maxPrice: 20 };

const FILTERS: CatalogueFilters[] = [undefined, "technology" as const].flatMap((category) =>
  [false, true].flatMap((onSale) =>
    [{}, { minPrice: PRICE.minPrice }, { maxPrice: PRICE.maxPrice }, PRICE].map((price) => ({
      category,
      onSale,
      ...price,
    })),
  ),
);

function listingPath(sort: CatalogueSort, filters: CatalogueFilters, cursor = ""): string {
  const query = new URLSearchParams({ order: sort, limit: String(PAGE) });
  if (filters.category) query.set("category", filters.category);
  if (filters.minPrice !== undefined) query.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== undefined) query.set("maxPrice", String(filters.maxPrice));
  if (filters.onSale) query.set("onSale", "true");
  return `/api/books?${query.toString()}${cursor}`;
}

/**
 * Reviewed books, in the order the top-rated listing gives them: the best average first; of two
 * alike, more reviews first; then the newer. Technology and fiction, in and out of the price
 * range and of the sale, so the filtered top-rated listings hold some of them too.
 */
const RATED: readonly RatedBookPlan[] = [
  {
    title: "Rated Five Once",
    ratings: [5],
    added: new Date("2020-03-01T00:00:00Z"),
    category: "technology",
    newPrice: 15,
    oldPrice: 15,
  },
  {
    title: "Rated Four and a Half by Four",
    ratings: [5, 4, 5, 4],
    added: new Date("2020-01-01T00:00:00Z"),
    category: "technology",
    newPrice: 12,
    oldPrice: 18,
  },
  {
    title: "Rated Four and a Half by Two",
    ratings: [4, 5],
    added: new Date("2020-05-01T00:00:00Z"),
    category: "fiction",
    newPrice: 25,
    oldPrice: 30,
  },
  {
    title: "Rated Three, the Newer",
    ratings: [3],
    added: new Date("2020-04-01T00:00:00Z"),
    category: "technology",
    newPrice: 8,
    oldPrice: 10,
  },
  {
    title: "Rated Three, the Older",
    ratings: [3],
    added: new Date("2020-02-01T00:00:00Z"),
    category: "fiction",
    newPrice: 18,
    oldPrice: 18,
  },
];

/**
 * Every page of a listing, following X-Next-Cursor. Each walk is a visitor of its own: together
 * the walks read more pages in a minute than the per-client limit lets one visitor read.
 */
async function everyPage(sort: CatalogueSort, filters: CatalogueFilters): Promise<Book[][]> {
  const pages: Book[][] = [];
  const visitor = ROUTES.hosting.headers(testClient());
  let cursor = "";
  for (;;) {
    const { status, headers, body } = await requestJson<Book[]>(
      listingPath(sort, filters, cursor),
      { headers: visitor },
    );
    expect(status).toBe(200);
    pages.push(body);
    const next = headers.get("x-next-cursor");
    if (next === null) return pages;
    expect(body).toHaveLength(PAGE);
    cursor = `&after=${next}`;
  }
}

describe("GET /api/books as the catalogue lists it, on the emulator", () => {
  let catalogue: Book[] = [];
  let rated: RatedBooks = { ids: [], orderIds: [] };

  beforeAll(async () => {
    await addFullPriceBooks(db);
    rated = await addRatedBooks(db, "catalogue-rated", RATED);
    catalogue = await allBooks<Book>();
  }, 120_000);

  afterAll(async () => {
    await removeRatedBooks(db, rated);
    await removeFullPriceBooks(db);
  }, 60_000);

  it("has books in and out of every filter here", () => {
    for (const filters of FILTERS.slice(1)) {
      const count = catalogue.filter((book) => matchesFilters(book, filters)).length;
      expect(count, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(count, JSON.stringify(filters)).toBeLessThan(catalogue.length);
    }
  });

  for (const sort of CATALOGUE_SORTS) {
    for (const filters of FILTERS) {
      it(`pages through ${sort} ${JSON.stringify(filters)} in order, each match once`, async () => {
        const pages = await everyPage(sort, filters);
        const listed = pages.flat();
        const expected = expectedListing(catalogue, sort, filters);
        expect(listed.map((book) => book._id)).toEqual(expected.map((book) => book._id));
        // Back from the last page: `before` its first book is the page before it.
        const [previous, last] = pages.slice(-2);
        if (previous && last?.[0]) {
          const { body } = await requestJson<Book[]>(
            listingPath(sort, filters, `&before=${last[0]._id}`),
          );
          expect(body.map((book) => book._id)).toEqual(previous.map((book) => book._id));
        }
      });
    }
  }

  it("lists top-rated: best average, then more reviews, then newest; unreviewed books last", async () => {
    const reviewed = catalogue.filter((book) => book.ratingCount > 0).map((book) => book._id);
    // The store's only reviewed books are this file's, so they lead the listing.
    expect(reviewed.toSorted()).toEqual(rated.ids.toSorted());
    const listed = (await everyPage("top-rated", {})).flat();
    expect(listed.slice(0, RATED.length).map((book) => book._id)).toEqual(rated.ids);
    expect(
      listed.slice(0, RATED.length).map((book) => [book.ratingAverage, book.ratingCount]),
    ).toEqual([
      [5, 1],
      [4.5, 4],
      [4.5, 2],
      [3, 1],
      [3, 1],
    ]);
    // Every book without a review is listed too, after them.
    const unreviewed = listed.slice(RATED.length);
    expect(unreviewed.length).toBeGreaterThan(0);
    expect(unreviewed.every((book) => book.ratingCount === 0 && book.ratingAverage === 0)).toBe(
      true,
    );
    expect(listed.map((book) => book._id).toSorted()).toEqual(
      catalogue.map((book) => book._id).toSorted(),
    );
  });

  it("refuses a price range upside down, and after with before", async () => {
    const upsideDown = await requestJson<{ message: string }>("/api/books?minPrice=20&maxPrice=10");
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.body.message).toMatch(/^maxPrice: /);
    const [first, second] = catalogue;
    const both = await requestJson<{ message: string }>(
      `/api/books?after=${first?._id ?? ""}&before=${second?._id ?? ""}`,
    );
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/^before: /);
  });
});
