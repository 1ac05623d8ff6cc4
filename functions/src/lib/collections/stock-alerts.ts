import type {
  CollectionGroup,
  CollectionReference,
  Firestore,
  Timestamp,
} from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { StockAlertDocument } from "@bookstore/shared/library/stock-alerts.ts";

export type StoredStockAlert = StockAlertDocument<Timestamp>;

/** customers/<uid>/stockAlerts/<book id>: one customer's back-in-stock alerts. */
export function stockAlertsCollection(
  db: Firestore,
  uid: string,
): CollectionReference<StoredStockAlert> {
  return db
    .collection(COLLECTIONS.customers)
    .doc(uid)
    .collection(COLLECTIONS.stockAlerts)
    .withConverter(typedConverter<StoredStockAlert>());
}

/**
 * Every customer's alerts at once: the trigger finds a book's subscribers with
 * `where("bookId", "==", id)` on it (a collection-group field index, firestore.indexes.json).
 */
export function allStockAlerts(db: Firestore): CollectionGroup<StoredStockAlert> {
  return db
    .collectionGroup(COLLECTIONS.stockAlerts)
    .withConverter(typedConverter<StoredStockAlert>());
}
