import { collection, limit, orderBy, query, type Timestamp } from "firebase/firestore";

import { firestore } from "@/lib/firebase";
import { typedConverter } from "@/lib/typed-converter";
import type { BookDocument } from "@shared/book.ts";
import { COLLECTIONS } from "@shared/collections.ts";

export type StoredBook = BookDocument<Timestamp>;

export const booksCollection = collection(firestore, COLLECTIONS.books).withConverter(
  typedConverter<StoredBook>(),
);

/** The newest books first; every list query is bounded. */
export function newestBooksQuery(count: number) {
  return query(booksCollection, orderBy("createdAt", "desc"), limit(count));
}
