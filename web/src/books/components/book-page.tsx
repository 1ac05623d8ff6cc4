import { Spinner } from "@/components/ui/spinner";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { useBook } from "../api/get-book";

import { BookDetails } from "./book-details";

/** One book: from the API (the page's data block on a first visit), then live from Firestore. */
export function BookPage({ id }: { id: string }) {
  const { data: book, isPending } = useBook(id);
  if (isPending) return <Spinner label="Loading book" />;
  if (book) return <BookDetails book={book} />;
  return (
    <p role="alert" className="py-16 text-center text-lg text-red-700">
      {MESSAGES.bookLoadFailed}
    </p>
  );
}
