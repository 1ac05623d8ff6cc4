import { useMemo } from "react";

import { topSellersQuery } from "../api/books-collection";
import { useBooks } from "../hooks/use-books";

import { BookCarousel } from "./book-carousel";

/** The Top Sellers carousel's books: loads Firestore, so ./top-sellers loads it lazily. */
export function TopSellersBooks({ count, category }: { count: number; category: string }) {
  const booksQuery = useMemo(
    () => topSellersQuery(count, category || undefined),
    [count, category],
  );
  return <BookCarousel books={useBooks(booksQuery)} label="top sellers" />;
}
