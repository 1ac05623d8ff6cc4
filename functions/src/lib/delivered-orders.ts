import { ordersCollection } from "./collections/orders.ts";
import { db } from "./firebase.ts";

/**
 * Whether the customer has an order of the book that reached `delivered`: one indexed query
 * (uid, productIds contains, status) that reads at most one order.
 */
export async function hasDeliveredOrder(uid: string, bookId: string): Promise<boolean> {
  const found = await ordersCollection(db)
    .where("uid", "==", uid)
    .where("productIds", "array-contains", bookId)
    .where("status", "==", "delivered")
    .limit(1)
    .get();
  return !found.empty;
}
