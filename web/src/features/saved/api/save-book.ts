import { doc, runTransaction, serverTimestamp, type DocumentReference } from "firebase/firestore";

import { firestore } from "@/lib/firebase";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import {
  SAVED_BOOKS_MAX,
  SAVED_COUNT_ID,
  SAVED_LIMIT_MESSAGE,
  type SavedCountDocument,
} from "@bookstore/shared/library/saved.ts";

import { savedBookRef } from "./saved-collection";

/** A save refused because the customer has SAVED_BOOKS_MAX books saved already. */
export class SavedLimitReached extends Error {
  constructor() {
    super(SAVED_LIMIT_MESSAGE);
    this.name = "SavedLimitReached";
  }
}

/** customers/<uid>/counters/saved, which the rules keep equal to the customer's saves. */
function savedCountRef(uid: string): DocumentReference<SavedCountDocument> {
  return doc(
    firestore,
    COLLECTIONS.customers,
    uid,
    COLLECTIONS.counters,
    SAVED_COUNT_ID,
  ).withConverter(typedConverter<SavedCountDocument>());
}

/**
 * Saves a book at its current price; the server stamps the time (the rules require it). A new
 * save raises the count in the same transaction, and a book saved already (from another tab) is
 * written again without it, as the rules ask. Rejects with SavedLimitReached at the cap.
 */
export function saveBook(uid: string, bookId: string, price: number): Promise<void> {
  const saveRef = savedBookRef(uid, bookId);
  const countRef = savedCountRef(uid);
  return runTransaction(firestore, async (transaction) => {
    const [save, counter] = [await transaction.get(saveRef), await transaction.get(countRef)];
    const data = { bookId, savedAt: serverTimestamp(), price };
    if (save.exists()) {
      transaction.set(saveRef, data);
      return;
    }
    const count = counter.data()?.count ?? 0;
    if (count >= SAVED_BOOKS_MAX) throw new SavedLimitReached();
    transaction.set(saveRef, data);
    transaction.set(countRef, { count: count + 1, bookId });
  });
}

/** Removes a saved book and takes it off the count in one transaction; nothing if not saved. */
export function unsaveBook(uid: string, bookId: string): Promise<void> {
  const saveRef = savedBookRef(uid, bookId);
  const countRef = savedCountRef(uid);
  return runTransaction(firestore, async (transaction) => {
    const [save, counter] = [await transaction.get(saveRef), await transaction.get(countRef)];
    if (!save.exists()) return;
    transaction.delete(saveRef);
    transaction.set(countRef, { count: (counter.data()?.count ?? 0) - 1, bookId });
  });
}
