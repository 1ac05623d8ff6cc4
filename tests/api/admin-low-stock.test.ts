import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Book } from "@bookstore/shared/books/books-api.ts";
import { LOW_STOCK_MAX } from "@bookstore/shared/books/stock.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { createTestBooks, deleteTestBooks, type TestBook } from "../support/order-fixtures.ts";

/** Copies of this file's books: low (0, 2, exactly the limit) and not (one over, plenty). */
const STOCKS = [0, 2, LOW_STOCK_MAX, LOW_STOCK_MAX + 1, 300];

let token: string;
let testBooks: TestBook[] = [];

beforeAll(async () => {
  token = await adminIdToken();
  testBooks = await createTestBooks(
    "low-stock-list",
    STOCKS.map(() => 9),
    STOCKS,
  );
});

afterAll(async () => {
  await deleteTestBooks(testBooks);
});

function listLowStock(search: string) {
  return api<Book[] & ErrorBody>(`/api/admin/books${search}`, { token });
}

/** Every low-stock book, page after page of `limit`. */
async function allPages(limit: number): Promise<Book[]> {
  const seen: Book[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor === null ? "" : `&after=${cursor}`;
    const page = await listLowStock(`?stock=low&limit=${String(limit)}${after}`);
    expect(page.status).toBe(200);
    seen.push(...page.body);
    cursor = page.headers.get("x-next-cursor");
  } while (cursor !== null);
  return seen;
}

describe("GET /api/admin/books?stock=low", () => {
  it(`lists exactly the books with ${String(LOW_STOCK_MAX)} copies or fewer, fewest first`, async () => {
    const listed = await allPages(100);
    const stored = await booksCollection(adminDb).where("stock", "<=", LOW_STOCK_MAX).get();
    expect(listed.map((book) => book._id).sort()).toEqual(stored.docs.map((doc) => doc.id).sort());
    const stocks = listed.map((book) => book.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(stocks.every((stock) => stock <= LOW_STOCK_MAX)).toBe(true);

    const ids = new Set(listed.map((book) => book._id));
    const low = testBooks.filter((_, index) => (STOCKS[index] ?? 0) <= LOW_STOCK_MAX);
    const plenty = testBooks.filter((_, index) => (STOCKS[index] ?? 0) > LOW_STOCK_MAX);
    expect(low.every((book) => ids.has(book.id))).toBe(true);
    expect(plenty.some((book) => ids.has(book.id))).toBe(false);
    // The seed's three books with no copies and four with 1 to 3, besides this file's three.
    expect(listed.length).toBeGreaterThanOrEqual(10);
  });

  it("answers whole books, as the catalogue does", async () => {
    const listed = await allPages(100);
    const zero = listed.find((book) => book._id === testBooks[0]?.id);
    expect(zero).toMatchObject({ title: "Test low-stock-list book 0", stock: 0, newPrice: 9 });
  });

  it("pages with limit and X-Next-Cursor without gaps or repeats", async () => {
    const onePage = await allPages(100);
    const inThrees = await allPages(3);
    expect(inThrees.map((book) => book._id)).toEqual(onePage.map((book) => book._id));
    const first = await listLowStock("?stock=low&limit=3");
    expect(first.body).toHaveLength(3);
    expect(first.headers.get("x-next-cursor")).toBe(first.body.at(-1)?._id);
  });

  it("is never answered from a cache", async () => {
    const { status, headers } = await listLowStock("?stock=low");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
  });

  it.each([
    ["", "stock: must be one of low"],
    ["?stock=high", "stock: must be one of low"],
    ["?stock=LOW", "stock: must be one of low"],
    ["?stock=low&limit=0", "limit"],
    ["?stock=low&limit=101", "limit"],
    ["?stock=low&after=no-such-book", "after: unknown id"],
    ["?stock=low&after=bad%20id!", "after: unknown id"],
    ["?stock=low&order=newest", 'Unrecognized key: "order"'],
  ])("answers %j with a 400 naming %s", async (search, message) => {
    const { status, body } = await listLowStock(search);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});
