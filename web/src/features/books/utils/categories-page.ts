/** The carousels' order and size, shared with the server that lists the first one in the page. */
export { BOOKS_PER_CATEGORY, CATEGORY_ORDER } from "@shared/first-screens.ts";
