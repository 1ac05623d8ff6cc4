import type { CollectionReference, Firestore } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

import type { StoredBook } from "../../functions/src/lib/collections/books.ts";

/** The fields a book stored by an older version of the store may lack. */
type AddedLater =
  "stock" | "sold" | "onSale" | "searchTerms" | "ratingCount" | "ratingSum" | "ratingAverage";

/** A book as every version of the store may have stored it. */
export type LegacyBook = Omit<StoredBook, AddedLater> & Partial<Pick<StoredBook, AddedLater>>;

/** books/<id>, typed as the migrations find them. */
export function legacyBooksCollection(db: Firestore): CollectionReference<LegacyBook> {
  return db.collection(COLLECTIONS.books).withConverter(typedConverter<LegacyBook>());
}
