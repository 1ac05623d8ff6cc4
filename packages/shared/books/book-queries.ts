import { z } from "zod";

import { pageQueryShape } from "../api/page-query.ts";
import { PUBLIC_LIST_MAX_ITEMS } from "../api/public-lists.ts";
import { catalogueFilterQueryShape } from "../catalogue/catalogue-filter-query.ts";
import { isDocumentId } from "../core/document-id.ts";
import { MESSAGES } from "../core/messages.ts";

import { BOOK_LIST_ORDERS } from "./book-list-order.ts";
import { queryTerms } from "./book-search.ts";
import { isBookId } from "./book.ts";

/**
 * The path parameter of a book's addresses (GET and DELETE /api/books/:id, PUT
 * /api/books/edit/:id, the reviews'): 400 for what no book id can be. The id is checked on the
 * whole parameters, so the answer's message is "Invalid book id" alone, without the field's name.
 */
export const bookIdParamsSchema = z
  .object({ id: z.string() })
  .refine(({ id }) => isBookId(id), { error: MESSAGES.invalidBookId });

const MAX_BOOKS_PER_PAGE = PUBLIC_LIST_MAX_ITEMS;

/** Longer than any query the search box sends: the words past MAX_QUERY_TERMS are dropped anyway. */
const MAX_SEARCH_LENGTH = 200;

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

/**
 * GET /api/books: `?limit=&after=|before=`, the catalogue's filters and `order`, or `search`
 * alone (its words, two letters or more each).
 */
export const listBooksQuerySchema = z
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

export type ListBooksQuery = z.infer<typeof listBooksQuerySchema>;
