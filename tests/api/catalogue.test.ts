import { beforeAll, describe, expect, it } from "vitest";

import type { Book } from "../../functions/src/shared/book.ts";
import {
  CATALOGUE_SORTS,
  catalogueQueryPlan,
  type CatalogueFilters,
  type CatalogueSort,
} from "../../functions/src/shared/catalogue-query.ts";
import { normalizedOrder } from "../../functions/src/shared/composite-index.test-support.ts";
import { requestJson } from "../support/store.ts";

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

function matches(book: Book, filters: CatalogueFilters): boolean {
  return (
    (filters.category === undefined || book.category === filters.category) &&
    (filters.minPrice === undefined || book.newPrice >= filters.minPrice) &&
    (filters.maxPrice === undefined || book.newPrice <= filters.maxPrice) &&
    (filters.onSale !== true || book.oldPrice > book.newPrice)
  );
}

const FIELD_VALUE: Record<string, (book: Book) => string | number> = {
  createdAt: (book) => book.createdAt,
  newPrice: (book) => book.newPrice,
  sold: (book) => book.sold,
  title: (book) => book.title,
};

/** Firestore compares strings by their UTF-8 bytes. */
function compareValues(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return Buffer.compare(Buffer.from(String(a)), Buffer.from(String(b)));
}

/** Firestore's order of the listing: its normalized order, then the document id. */
function firestoreOrder(sort: CatalogueSort, filters: CatalogueFilters) {
  const order = normalizedOrder(catalogueQueryPlan(sort, filters));
  const last = order.at(-1)?.direction ?? "asc";
  return (a: Book, b: Book): number => {
    for (const { field, direction } of order) {
      const value = FIELD_VALUE[field];
      if (!value) throw new Error(`no value for ${field}`);
      const compared = compareValues(value(a), value(b));
      if (compared !== 0) return direction === "asc" ? compared : -compared;
    }
    const byId = compareValues(a._id, b._id);
    return last === "asc" ? byId : -byId;
  };
}

function listingPath(sort: CatalogueSort, filters: CatalogueFilters, cursor = ""): string {
  const query = new URLSearchParams({ order: sort, limit: String(PAGE) });
  if (filters.category) query.set("category", filters.category);
  if (filters.minPrice !== undefined) query.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== undefined) query.set("maxPrice", String(filters.maxPrice));
  if (filters.onSale) query.set("onSale", "true");
  return `/api/books?${query.toString()}${cursor}`;
}

/** Every page of a listing, following X-Next-Cursor. */
async function everyPage(sort: CatalogueSort, filters: CatalogueFilters): Promise<Book[][]> {
  const pages: Book[][] = [];
  let cursor = "";
  for (;;) {
    const { status, headers, body } = await requestJson<Book[]>(listingPath(sort, filters, cursor));
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

  beforeAll(async () => {
    catalogue = (await requestJson<Book[]>("/api/books")).body;
  });

  it("has books in and out of every filter here", () => {
    for (const filters of FILTERS) {
      const count = catalogue.filter((book) => matches(book, filters)).length;
      expect(count, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(count, JSON.stringify(filters)).toBeLessThan(catalogue.length + 1);
    }
    expect(
      catalogue.filter((book) => matches(book, { onSale: true, ...PRICE })).length,
    ).toBeLessThan(catalogue.length);
  });

  for (const sort of CATALOGUE_SORTS) {
    for (const filters of FILTERS) {
      it(`pages through ${sort} ${JSON.stringify(filters)} in order, each match once`, async () => {
        const pages = await everyPage(sort, filters);
        const listed = pages.flat();
        const expected = catalogue
          .filter((book) => matches(book, filters))
          .toSorted(firestoreOrder(sort, filters));
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
