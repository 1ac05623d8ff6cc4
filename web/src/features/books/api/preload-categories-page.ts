import { paths } from "@/config/paths";
import { startEarlyFetch } from "@/lib/early-fetch";

import { BOOKS_PER_CATEGORY, CATEGORY_ORDER } from "../utils/categories-page";

import { categoryBooksApiPath } from "./books-api-paths";

/**
 * On the categories page: requests the first carousel's books from the API. Its covers are not
 * fetched early: the carousel shows the books in an order drawn when it renders.
 */
export function preloadCategoriesPage(pathname: string): void {
  if (pathname !== paths.categories) return;
  // The page reports failures when it takes the answer over.
  startEarlyFetch(categoryBooksApiPath(CATEGORY_ORDER[0], BOOKS_PER_CATEGORY)).catch(
    () => undefined,
  );
}
