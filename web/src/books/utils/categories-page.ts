import type { Category } from "@bookstore/shared/books/categories.ts";
import { BOOKS_PER_CATEGORY } from "@bookstore/shared/books/first-screens.ts";

/** The carousels' order and size, shared with the server that lists the first one in the page. */
export { BOOKS_PER_CATEGORY, CATEGORY_ORDER } from "@bookstore/shared/books/first-screens.ts";

/** GET /api/books's query for one category's newest books, as a carousel shows them. */
export function categoryBooksQuery(category: Category) {
  return { category, limit: BOOKS_PER_CATEGORY };
}
