import { useMemo } from "react";
import { useFirestoreDoc } from "reactfire";

import { bookFromDocument, isBookId, type Book } from "@shared/book.ts";

import { bookRef } from "../api/books-collection";

export type BookState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "missing" }
  | { status: "success"; book: Book };

/** One book, live from Firestore; an id no book can have is simply missing. */
export function useBook(id: string): BookState {
  const validId = isBookId(id);
  const ref = useMemo(() => bookRef(validId ? id : "-"), [id, validId]);
  const { status, data } = useFirestoreDoc(ref, { suspense: false });
  return useMemo((): BookState => {
    if (!validId) return { status: "missing" };
    if (status === "loading") return { status };
    if (status === "error") return { status };
    const stored = data.data();
    return stored
      ? { status: "success", book: bookFromDocument(data.id, stored) }
      : { status: "missing" };
  }, [validId, status, data]);
}
