import type { RequestHandler, Response } from "express";
import { z } from "zod";

import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { topSellersQuery } from "../lib/book-reads.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/books.ts";
import { pageQueryShape } from "../shared/api/page-query.ts";
import { PUBLIC_LIST_MAX_ITEMS } from "../shared/api/public-lists.ts";
import { BOOK_LIST_ORDERS } from "../shared/book-list-order.ts";
import { queryTerms } from "../shared/book-search.ts";
import { bookFromDocument } from "../shared/book.ts";
import { catalogueFilterQueryShape } from "../shared/catalogue-filter-query.ts";
import { catalogueQueryPlan } from "../shared/catalogue-query.ts";
import { isDocumentId } from "../shared/document-id.ts";

import { cataloguePage } from "./catalogue-page.ts";

export const MAX_BOOKS_PER_PAGE = PUBLIC_LIST_MAX_ITEMS;

/** Longer than any query the search box sends: the words past MAX_QUERY_TERMS are dropped anyway. */
const MAX_SEARCH_LENGTH = 200;

const listQuerySchema = z
  .object({
    ...pageQueryShape({ default: MAX_BOOKS_PER_PAGE, max: MAX_BOOKS_PER_PAGE }, "unknown book id"),
    before: z.string().refine(isDocumentId, { error: "unknown book id" }).optional(),
    ...catalogueFilterQueryShape,
    order: z.enum(BOOK_LIST_ORDERS).optional(),
    search: z
      .string()
      .max(MAX_SEARCH_LENGTH)
      .transform(queryTerms)
      .refine((terms) => terms.length > 0, { error: "no word of two letters or more" })
      .optional(),
  })
  .strict()
  // One search is one bounded query: no order to page through, no second filter to index.
  .refine(
    (query) => !(query.search && (filtered(query) || query.after || query.before || query.order)),
    {
      error: "not with category, order, a price, onSale, after or before",
      path: ["search"],
    },
  )
  // Best sellers change order with every sale: a cursor into them would skip or repeat books.
  // The catalogue's `best-selling` pages through them all the same: browsing accepts that.
  .refine(
    (query) => !(query.order === "top-sellers" && (query.after || query.before || priced(query))),
    {
      error: "top-sellers is one answer, not with after, before, a price or onSale",
      path: ["order"],
    },
  )
  .refine((query) => !(query.after && query.before), {
    error: "not with after",
    path: ["before"],
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { error: "must not be below minPrice", path: ["maxPrice"] },
  );

type ListQuery = z.infer<typeof listQuerySchema>;

interface CatalogueFilterParams {
  category?: unknown;
  minPrice?: unknown;
  maxPrice?: unknown;
  onSale?: unknown;
}

/** Whether a price or the on-sale filter narrows the list. */
function priced(query: CatalogueFilterParams): boolean {
  return query.minPrice !== undefined || query.maxPrice !== undefined || query.onSale !== undefined;
}

/** Whether any catalogue filter narrows the list. */
function filtered(query: CatalogueFilterParams): boolean {
  return query.category !== undefined || priced(query);
}

/** A page of the catalogue in one of its sorts (newest first by default), filtered. */
function catalogueBooksPage(res: Response, query: ListQuery) {
  const sort = query.order === undefined || query.order === "top-sellers" ? "newest" : query.order;
  return cataloguePage(res, {
    plan: catalogueQueryPlan(sort, query),
    limit: query.limit,
    after: query.after,
    before: query.before,
  });
}

/** The `limit` best sellers (most units sold, then newest), optionally of one category. */
async function topSellers({ limit, category }: ListQuery) {
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
export const listBooks: RequestHandler = async (req, res) => {
  const query = parseOrThrow(listQuerySchema, req.query);
  const docs = query.search
    ? await booksMatching(query.search, query.limit)
    : query.order === "top-sellers"
      ? await topSellers(query)
      : await catalogueBooksPage(res, query);
  sendJson(
    res,
    API.listBooks,
    docs.map((doc) => bookFromDocument(doc.id, doc.data())),
  );
};
