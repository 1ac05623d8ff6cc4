import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type Query,
  type Timestamp,
} from "firebase/firestore";
import { fromRef } from "rxfire/firestore";
import { map, type Observable } from "rxjs";

import { firestore } from "@/lib/firebase";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { OrderDocument } from "@bookstore/shared/orders/order.ts";

import { orderedBookIds } from "../utils/ordered-book-ids";

export const LIBRARY_ORDERS_LIMIT = 20;

const ordersCollection = collection(firestore, COLLECTIONS.orders).withConverter(
  typedConverter<OrderDocument<Timestamp>>(),
);

/**
 * A customer's newest orders. The rules let a customer list orders only with this uid filter;
 * it needs the composite index orders(uid ASC, createdAt DESC).
 */
export function recentOrdersQuery(uid: string): Query<OrderDocument<Timestamp>> {
  return query(
    ordersCollection,
    where("uid", "==", uid),
    orderBy("createdAt", "desc"),
    limit(LIBRARY_ORDERS_LIMIT),
  );
}

export type OrderedBookIdsState =
  { status: "loading" } | { status: "error" } | { status: "success"; ids: string[] };

/**
 * The books of a customer's recent orders, newest order first, live.
 */
export function customerOrderedBookIds(uid: string): Observable<OrderedBookIdsState> {
  return fromRef(recentOrdersQuery(uid)).pipe(
    map((snapshot): OrderedBookIdsState => ({
      status: "success",
      ids: orderedBookIds(snapshot.docs.map((doc) => doc.data())),
    })),
  );
}
