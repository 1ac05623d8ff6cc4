import {
  collection,
  deleteDoc,
  doc,
  orderBy,
  query,
  type CollectionReference,
  type Timestamp,
} from "firebase/firestore";
import { fromRef } from "rxfire/firestore";
import { map, type Observable } from "rxjs";

import { firestore } from "@/lib/firebase";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { StockAlertDocument } from "@bookstore/shared/library/stock-alerts.ts";

export type StockAlert = StockAlertDocument<Timestamp>;

/** customers/<uid>/stockAlerts: the rules let only the customer read and delete them. */
function stockAlertsCollection(uid: string): CollectionReference<StockAlert> {
  return collection(firestore, COLLECTIONS.customers, uid, COLLECTIONS.stockAlerts).withConverter(
    typedConverter<StockAlert>(),
  );
}

/** The customer's alerts, newest first, or that they could not be read. */
export type CustomerStockAlerts = { status: "ready"; alerts: StockAlert[] } | { status: "failed" };

/**
 * The customer's alerts, newest first (one field's order: no composite index), live: the account
 * page's list and the book page's button read this one list, so an alert made or ended anywhere
 * shows at once in both.
 */
export function customerStockAlerts(uid: string): Observable<CustomerStockAlerts> {
  return fromRef(query(stockAlertsCollection(uid), orderBy("createdAt", "desc"))).pipe(
    map((snapshot): CustomerStockAlerts => ({
      status: "ready",
      alerts: snapshot.docs.map((each) => each.data()),
    })),
  );
}

/** Ends one alert: the customer's own delete, which the rules allow. */
export function endStockAlert(uid: string, bookId: string): Promise<void> {
  return deleteDoc(doc(stockAlertsCollection(uid), bookId));
}
