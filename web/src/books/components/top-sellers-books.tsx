import type { Category } from "@bookstore/shared/books/categories.ts";

import { useBookList } from "../api/list-books";
import { booksStateOf } from "../utils/books-state";
import { topSellersQuery } from "../utils/top-sellers";

import { BookCarousel } from "./book-carousel";

/**
 * The Top Sellers carousel's books, from the API (the page's data block on the home page). Not
 * followed live: the list ranks past sales, and following it would start Firestore's SDK while
 * the page loads; Recommended, below the screen, is the home page's Firestore reader.
 */
export function TopSellersBooks({ category }: { category: Category | "" }) {
  return (
    <BookCarousel
      books={booksStateOf(useBookList(topSellersQuery(category)))}
      label="top sellers"
    />
  );
}
