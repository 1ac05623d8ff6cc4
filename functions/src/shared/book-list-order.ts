/**
 * The orders GET /api/books lists books in: `newest` (the default, paged with `after`) or
 * `top-sellers` (most units sold, then newest: one bounded answer, as the home page shows it).
 */
export const BOOK_LIST_ORDERS = ["newest", "top-sellers"] as const;

export type BookListOrder = (typeof BOOK_LIST_ORDERS)[number];
