import {
  collection,
  deleteDoc,
  doc,
  onSnapshot,
  orderBy,
  query,
  type CollectionReference,
  type Timestamp,
  type Unsubscribe,
} from "firebase/firestore";

import { firestore } from "@/lib/firebase";
import { COLLECTIONS } from "@shared/collections.ts";
import type { StockAlertDocument } from "@shared/stock-alerts.ts";
import { typedConverter } from "@shared/typed-converter.ts";

export type StockAlert = StockAlertDocument<Timestamp>;

/** customers/<uid>/stockAlerts: the rules let only the customer read and delete them. */
function stockAlertsCollection(uid: string): CollectionReference<StockAlert> {
  return collection(firestore, COLLECTIONS.customers, uid, COLLECTIONS.stockAlerts).withConverter(
    typedConverter<StockAlert>(),
  );
}

export interface Listener<T> {
  next: (value: T) => void;
  error: () => void;
}

/** Whether the customer has an alert on the book, as the server (or this device) says now. */
export function followStockAlert(
  uid: string,
  bookId: string,
  listener: Listener<boolean>,
): Unsubscribe {
  return onSnapshot(
    doc(stockAlertsCollection(uid), bookId),
    (snapshot) => {
      listener.next(snapshot.exists());
    },
    listener.error,
  );
}

/** The customer's alerts, newest first (one field's order: no composite index). */
export function followStockAlerts(uid: string, listener: Listener<StockAlert[]>): Unsubscribe {
  return onSnapshot(
    query(stockAlertsCollection(uid), orderBy("createdAt", "desc")),
    (snapshot) => {
      listener.next(snapshot.docs.map((each) => each.data()));
    },
    listener.error,
  );
}

/** Ends one alert: the customer's own delete, which the rules allow. */
export function endStockAlert(uid: string, bookId: string): Promise<void> {
  return deleteDoc(doc(stockAlertsCollection(uid), bookId));
}
