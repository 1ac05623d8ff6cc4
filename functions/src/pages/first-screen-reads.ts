import type { Query } from "firebase-admin/firestore";

import { bookFromDocument, isBookId } from "@bookstore/shared/books/book.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import {
  BOOKS_PER_CATEGORY,
  CATEGORY_ORDER,
  TOP_SELLERS_SHOWN,
} from "@bookstore/shared/books/first-screens.ts";
import {
  catalogueQueryPlan,
  type CatalogueFilters,
} from "@bookstore/shared/catalogue/catalogue-query.ts";
import { CATALOGUE_READ_SIZE } from "@bookstore/shared/site/first-screen-data.ts";

import { readBook, topSellersQuery } from "../lib/book-reads.ts";
import { booksCollection, type StoredBook } from "../lib/collections/books.ts";
import { db } from "../lib/firebase.ts";

/**
 * The reads behind each page's first screen: the same queries GET /api/books answers those
 * addresses with, each bounded by its page's size.
 */

async function booksOf(query: Query<StoredBook>): Promise<Book[]> {
  const found = await query.get();
  return found.docs.map((doc) => bookFromDocument(doc.id, doc.data()));
}

/** The newest books first, as the catalogue's default sort lists them, filtered. */
function newestFirst(filters: CatalogueFilters, limit: number): Promise<Book[]> {
  const plan = catalogueQueryPlan("newest", filters);
  let query: Query<StoredBook> = booksCollection(db);
  for (const { field, value } of plan.equals) query = query.where(field, "==", value);
  for (const { field, direction } of plan.orderBy) query = query.orderBy(field, direction);
  return booksOf(query.limit(limit));
}

/** A book as GET /api/books/:id answers it, or undefined when there is none by that id. */
export function readBookPage(id: string): Promise<Book | undefined> {
  return isBookId(id) ? readBook(id) : Promise.resolve(undefined);
}

/** The home page's Top Sellers: most units sold, then newest. */
export function readTopSellers(): Promise<Book[]> {
  return booksOf(topSellersQuery(TOP_SELLERS_SHOWN));
}

/** The categories page's first carousel. */
export function readFirstCarousel(): Promise<Book[]> {
  return newestFirst({ category: CATEGORY_ORDER[0] }, BOOKS_PER_CATEGORY);
}

/** The catalogue's first page in its default sort, with the one book past it. */
export function readCataloguePage(): Promise<Book[]> {
  return newestFirst({}, CATALOGUE_READ_SIZE);
}
