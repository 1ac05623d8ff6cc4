import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  type CollectionReference,
  type Query,
  type Timestamp,
} from "firebase/firestore";

import { firestore } from "@/lib/firebase";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { SavedBookDocument } from "@bookstore/shared/library/saved.ts";

export type SavedBook = SavedBookDocument<Timestamp>;

/** customers/<uid>/saved: the rules let only the customer themself read and write it. */
export function savedCollection(uid: string): CollectionReference<SavedBook> {
  return collection(firestore, COLLECTIONS.customers, uid, COLLECTIONS.saved).withConverter(
    typedConverter<SavedBook>(),
  );
}

export function savedBookRef(uid: string, bookId: string) {
  return doc(savedCollection(uid), bookId);
}

/** The customer's `count` newest saves (one field's order: no composite index). */
export function newestSavesQuery(uid: string, count: number): Query<SavedBook> {
  return query(savedCollection(uid), orderBy("savedAt", "desc"), limit(count));
}
