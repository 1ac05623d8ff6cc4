import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import type { BookDocument } from "@bookstore/shared/books/book.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

export type StoredBook = BookDocument<Timestamp>;

/** books/<id>: the catalogue. */
export function booksCollection(db: Firestore): CollectionReference<StoredBook> {
  return db.collection(COLLECTIONS.books).withConverter(typedConverter<StoredBook>());
}
