import { useCallback, useState } from "react";

import { isPageAnswer } from "@/lib/page-data";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import type { Category } from "@bookstore/shared/books/categories.ts";
import { ranksInOrder, shuffledByRank } from "@bookstore/shared/books/shuffle.ts";

import { useLiveBookList } from "../api/list-books";
import { booksStateOf } from "../utils/books-state";
import { categoryBooksQuery } from "../utils/categories-page";

import { BookCarousel } from "./book-carousel";

interface CategoryBooksProps {
  category: Category;
  label: string;
  /** The page's first carousel: its first covers are the page's largest paint. */
  priority: boolean;
}

const idOf = (book: Book) => book._id;

/**
 * One category's newest books (a bounded page) in a random order drawn once per visit: from the
 * API (the page's data block for the first carousel, in the order the server drew for it), then
 * followed live from Firestore.
 */
export function CategoryBooks({ category, label, priority }: CategoryBooksProps) {
  const [ranks] = useState(() => new Map<string, number>());
  const arrange = useCallback(
    (books: Book[]) => {
      if (ranks.size === 0 && isPageAnswer(books)) {
        for (const [id, rank] of ranksInOrder(books, idOf)) ranks.set(id, rank);
      }
      return shuffledByRank(books, idOf, ranks);
    },
    [ranks],
  );
  const query = categoryBooksQuery(category);
  const books = useLiveBookList(query, {
    name: `the ${category} carousel`,
    states: async () => {
      const { categoryBooksQuery: firestoreQuery, confirmedBooks } =
        await import("../api/books-collection");
      return confirmedBooks(firestoreQuery(category, query.limit));
    },
  });
  return (
    <BookCarousel books={booksStateOf(books)} label={label} priority={priority} arrange={arrange} />
  );
}
