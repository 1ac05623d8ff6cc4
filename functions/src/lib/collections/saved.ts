import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "../../shared/collections.ts";
import type { SavedBookDocument } from "../../shared/saved.ts";
import { typedConverter } from "../../shared/typed-converter.ts";

export type StoredSavedBook = SavedBookDocument<Timestamp>;

/** customers/<uid>/saved/<book id>: the books one customer saved, written by their client. */
export function savedCollection(db: Firestore, uid: string): CollectionReference<StoredSavedBook> {
  return db
    .collection(COLLECTIONS.customers)
    .doc(uid)
    .collection(COLLECTIONS.saved)
    .withConverter(typedConverter<StoredSavedBook>());
}
