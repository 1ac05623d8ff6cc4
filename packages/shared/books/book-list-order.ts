import { CATALOGUE_SORTS } from "../catalogue/catalogue-query.ts";

/**
 * The orders GET /api/books lists books in: the catalogue's sorts (`newest`, the default, and the
 * others, each paged with `after` or `before`), or `top-sellers` (most units sold, then newest:
 * one bounded answer, as the home page shows it).
 */
export const BOOK_LIST_ORDERS = [...CATALOGUE_SORTS, "top-sellers"] as const;

export type BookListOrder = (typeof BOOK_LIST_ORDERS)[number];
