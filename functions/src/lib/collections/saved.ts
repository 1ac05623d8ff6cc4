import type {
  CollectionReference,
  DocumentReference,
  Firestore,
  Timestamp,
} from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import {
  SAVED_COUNT_ID,
  type SavedBookDocument,
  type SavedCountDocument,
} from "@bookstore/shared/library/saved.ts";

export type StoredSavedBook = SavedBookDocument<Timestamp>;

/** customers/<uid>/saved/<book id>: the books one customer saved, written by their client. */
export function savedCollection(db: Firestore, uid: string): CollectionReference<StoredSavedBook> {
  return db
    .collection(COLLECTIONS.customers)
    .doc(uid)
    .collection(COLLECTIONS.saved)
    .withConverter(typedConverter<StoredSavedBook>());
}

/** customers/<uid>/counters/saved: how many books the customer saved, kept by their client. */
export function savedCountRef(db: Firestore, uid: string): DocumentReference<SavedCountDocument> {
  return db
    .collection(COLLECTIONS.customers)
    .doc(uid)
    .collection(COLLECTIONS.counters)
    .doc(SAVED_COUNT_ID)
    .withConverter(typedConverter<SavedCountDocument>());
}
