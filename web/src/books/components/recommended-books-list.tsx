import type { Timestamp } from "firebase/firestore";
import { useMemo } from "react";
import { useFirestoreDoc } from "reactfire";

import {
  RECOMMENDED_FIRST,
  RECOMMENDED_LAST,
  type ListPosition,
} from "@bookstore/shared/books/recommended.ts";

import { newestBooksAfterQuery } from "../api/books-collection";
import { recommendedStartRef } from "../api/recommended-start";
import { useBooks } from "../hooks/use-books";
import { booksFailed, type BooksState } from "../utils/books-state";

import { BookCarousel } from "./book-carousel";

const COUNT = RECOMMENDED_LAST - RECOMMENDED_FIRST + 1;
const NO_BOOKS: BooksState = { status: "success", books: [], confirmed: true };

/** Books at positions 8 to 27 of the list order: it reads where they start, then only them. */
export function RecommendedBooksList({ label }: { label: string }) {
  const { status, data, error } = useFirestoreDoc(recommendedStartRef, { suspense: false });
  const after = useMemo(
    () => (status === "success" ? data.data()?.after : undefined),
    [status, data],
  );
  if (status === "loading") return <BookCarousel books={{ status }} label={label} />;
  if (status === "error") return <BookCarousel books={booksFailed(error)} label={label} />;
  return after ? (
    <BooksAfter after={after} label={label} />
  ) : (
    <BookCarousel books={NO_BOOKS} label={label} />
  );
}

function BooksAfter({ after, label }: { after: ListPosition<Timestamp>; label: string }) {
  const booksQuery = useMemo(() => newestBooksAfterQuery(after, COUNT), [after]);
  return <BookCarousel books={useBooks(booksQuery)} label={label} />;
}
