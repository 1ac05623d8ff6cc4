import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type Query,
  type Timestamp,
} from "firebase/firestore";

import { firestore } from "@/lib/firebase";
import { COLLECTIONS } from "@shared/collections.ts";
import type { OrderDocument } from "@shared/order.ts";
import { typedConverter } from "@shared/typed-converter.ts";

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
