import { useMemo } from "react";
import { useFirestoreDoc } from "reactfire";

import { RECOMMENDED_FIRST, RECOMMENDED_LAST } from "@shared/recommended.ts";

import { newestBooksAfterQuery } from "../api/books-collection";
import { recommendedStartRef, type StoredRecommendedStart } from "../api/recommended-start";
import { useBooks, type BooksState } from "../hooks/use-books";

import { BookCarousel } from "./book-carousel";

const LABEL = "recommended books";
const COUNT = RECOMMENDED_LAST - RECOMMENDED_FIRST + 1;
const NO_BOOKS: BooksState = { status: "success", books: [], confirmed: true };

type Start = NonNullable<StoredRecommendedStart["after"]>;

/** Books at positions 8 to 27 of the list order: it reads where they start, then only them. */
export function RecommendedBooksList() {
  const { status, data, error } = useFirestoreDoc(recommendedStartRef, { suspense: false });
  const after = useMemo(
    () => (status === "success" ? data.data()?.after : undefined),
    [status, data],
  );
  if (status === "loading") return <BookCarousel books={{ status }} label={LABEL} />;
  if (status === "error") {
    const failed: BooksState = { status, error: error ?? new Error("Unknown error") };
    return <BookCarousel books={failed} label={LABEL} />;
  }
  return after ? <BooksAfter after={after} /> : <BookCarousel books={NO_BOOKS} label={LABEL} />;
}

function BooksAfter({ after }: { after: Start }) {
  const booksQuery = useMemo(() => newestBooksAfterQuery(after, COUNT), [after]);
  return <BookCarousel books={useBooks(booksQuery)} label={LABEL} />;
}
