import { fillPath } from "../api/api-path.ts";
import { apiQueryHash, apiQueryKey, type ApiQueryKey } from "../api/query-key.ts";
import * as API from "../books/books-api.ts";
import { BOOKS_PER_CATEGORY, CATEGORY_ORDER, TOP_SELLERS_SHOWN } from "../books/first-screens.ts";
import { CATALOGUE_PAGE_SIZE } from "../catalogue/catalogue-query.ts";

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

/** The first screen's answers, each under the API address the app would ask it at. */
export type FirstScreenData = Readonly<Record<string, unknown>>;

/** A query that holds an answer, as TanStack Query's dehydrated state writes its `state`. */
export interface AnswerState {
  data: unknown;
  dataUpdateCount: number;
  dataUpdatedAt: number;
  error: null;
  errorUpdateCount: number;
  errorUpdatedAt: number;
  fetchFailureCount: number;
  fetchFailureReason: null;
  fetchMeta: null;
  isInvalidated: boolean;
  status: "success";
  fetchStatus: "idle";
}

/** The state of a query that holds `data`, read at `readAt` (ms) and never failed. */
export function answerState(data: unknown, readAt: number): AnswerState {
  return {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: readAt,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: "success",
    fetchStatus: "idle",
  };
}

/** One answer as TanStack Query dehydrates a query that holds it (`dehydrate()`'s shape). */
export interface DehydratedAnswer {
  queryKey: ApiQueryKey;
  queryHash: string;
  dehydratedAt: number;
  state: AnswerState;
}

/** The data block's content: TanStack Query's dehydrated state, which the app hydrates. */
export interface FirstScreenState {
  mutations: [];
  queries: DehydratedAnswer[];
}

/**
 * The answers as the dehydrated state of the app's query cache: each under the key the screen
 * that reads it uses (api/query-key.ts), read from the store at `readAt` (ms), so the app counts
 * their age from when the server read them.
 */
export function dehydratedAnswers(answers: FirstScreenData, readAt: number): FirstScreenState {
  return {
    mutations: [],
    queries: Object.entries(answers).map(([address, data]) => {
      const queryKey = apiQueryKey(address);
      return {
        queryKey,
        queryHash: apiQueryHash(queryKey),
        dehydratedAt: readAt,
        state: answerState(data, readAt),
      };
    }),
  };
}
