import { fillPath } from "./api/api-path.ts";
import * as API from "./api/books.ts";
import { CATALOGUE_PAGE_SIZE } from "./catalogue-query.ts";
import { BOOKS_PER_CATEGORY, CATEGORY_ORDER, TOP_SELLERS_SHOWN } from "./first-screens.ts";

/**
 * What a page's first screen lists, as the server sends it inside the page and the web app asks
 * the API for it: one set of figures and addresses for both, so the page's data block and the
 * app's own requests name the same answers.
 */

/** The id of the page's inert `<script type="application/json">` block of first-screen answers. */
export const FIRST_SCREEN_DATA_ELEMENT_ID = "first-screen-data";

/** The catalogue page reads one book past its page, which tells whether the listing goes on. */
export const CATALOGUE_READ_SIZE = CATALOGUE_PAGE_SIZE + 1;

/** GET /api/books/:id */
export function bookAnswerPath(id: string): string {
  return fillPath(API.getBook.path, { id });
}

/** The home page's Top Sellers: GET /api/books?order=top-sellers&limit=. */
export function topSellersAnswerPath(): string {
  return fillPath(API.listBooks.path, {}, { order: "top-sellers", limit: TOP_SELLERS_SHOWN });
}

/** The categories page's first carousel: GET /api/books?category=&limit=. */
export function firstCarouselAnswerPath(): string {
  return fillPath(
    API.listBooks.path,
    {},
    { category: CATEGORY_ORDER[0], limit: BOOKS_PER_CATEGORY },
  );
}

/** The catalogue's first page in its default sort: GET /api/books?order=newest&limit=. */
export function cataloguePageAnswerPath(): string {
  return fillPath(API.listBooks.path, {}, { order: "newest", limit: CATALOGUE_READ_SIZE });
}

/** The search page's first results for a query: GET /api/books/search?q=. */
export function searchAnswerPath(query: string): string {
  return fillPath(API.searchBooks.path, {}, { q: query });
}

/**
 * The data block's content: each answer under the API address the app would ask it at (path
 * and query, as the first-screen script builds them), in the endpoint's response shape.
 */
export type FirstScreenData = Readonly<Record<string, unknown>>;
