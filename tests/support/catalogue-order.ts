import type { Book } from "@bookstore/shared/books/books-api.ts";
import {
  catalogueQueryPlan,
  type CatalogueFilters,
  type CatalogueSort,
} from "@bookstore/shared/catalogue/catalogue-query.ts";
import { normalizedOrder } from "@bookstore/shared/catalogue/composite-index.test-support.ts";

/** Whether a book passes the catalogue's filters, computed from its fields. */
export function matchesFilters(book: Book, filters: CatalogueFilters): boolean {
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
  ratingAverage: (book) => book.ratingAverage,
  ratingCount: (book) => book.ratingCount,
  sold: (book) => book.sold,
  title: (book) => book.title,
};

/** Firestore compares strings by their UTF-8 bytes. */
function compareValues(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return Buffer.compare(Buffer.from(String(a)), Buffer.from(String(b)));
}

/** Firestore's order of a listing: its normalized order, then the document id. */
export function firestoreOrder(sort: CatalogueSort, filters: CatalogueFilters) {
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

/** The listing a catalogue query should give, computed from the whole catalogue. */
export function expectedListing(
  catalogue: readonly Book[],
  sort: CatalogueSort,
  filters: CatalogueFilters,
): Book[] {
  return catalogue
    .filter((book) => matchesFilters(book, filters))
    .toSorted(firestoreOrder(sort, filters));
}
