import type { Response } from "express";

import type { ListBooksQuery } from "@bookstore/shared/books/book-queries.ts";
import { bookFromDocument } from "@bookstore/shared/books/book.ts";
import * as API from "@bookstore/shared/books/books-api.ts";
import { catalogueQueryPlan } from "@bookstore/shared/catalogue/catalogue-query.ts";

import { route } from "../http/route.ts";
import { topSellersQuery } from "../lib/book-reads.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { db } from "../lib/firebase.ts";

import { cataloguePage } from "./catalogue-page.ts";

/** A page of the catalogue in one of its sorts (newest first by default), filtered. */
function catalogueBooksPage(res: Response, query: ListBooksQuery) {
  const sort = query.order === undefined || query.order === "top-sellers" ? "newest" : query.order;
  return cataloguePage(res, {
    plan: catalogueQueryPlan(sort, query),
    limit: query.limit,
    after: query.after,
    before: query.before,
  });
}

/** The `limit` best sellers (most units sold, then newest), optionally of one category. */
async function topSellers({ limit, category }: ListBooksQuery) {
  const found = await topSellersQuery(limit, category).get();
  return found.docs;
}

/** Up to `limit` books with any of the search's terms in their title or author's name. */
async function booksMatching(terms: readonly string[], limit: number) {
  const found = await booksCollection(db)
    .where("searchTerms", "array-contains-any", [...terms])
    .limit(limit)
    .get();
  return found.docs;
}

/**
 * GET /api/books: the catalogue, newest first or in another of its sorts (`order`), optionally of
 * one category, a price range (`minPrice`, `maxPrice`, on the new price) and on sale only
 * (`onSale=true`), at most 100 per answer, after `after` (with X-Next-Cursor when more exist)
 * or just before `before`; with `order=top-sellers`, the `limit` best sellers; or, with
 * `search`, up to `limit` books that have any of its words in their title or author's name, in no
 * order (the page ranks them).
 */
export const listBooks = route(API.listBooks, async ({ query, res }) => {
  const docs = query.search
    ? await booksMatching(query.search, query.limit)
    : query.order === "top-sellers"
      ? await topSellers(query)
      : await catalogueBooksPage(res, query);
  return docs.map((doc) => bookFromDocument(doc.id, doc.data()));
});
