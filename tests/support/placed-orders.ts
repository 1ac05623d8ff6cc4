import type { Firestore } from "firebase-admin/firestore";

import { placedOrdersCollection } from "../../functions/src/lib/collections/orders.ts";

const POLL_MS = 100;

/** Whether what follows the commit of these orders (or of every order, with none named) is left. */
async function anyLeft(db: Firestore, orderIds: readonly string[] | undefined): Promise<boolean> {
  const placed = placedOrdersCollection(db);
  if (orderIds === undefined) return (await placed.count().get()).data().count > 0;
  if (orderIds.length === 0) return false;
  const left = await db.getAll(...orderIds.map((id) => placed.doc(id)));
  return left.some((snapshot) => snapshot.exists);
}

/**
 * Waits until what follows the commit of each order named (with none named, of every order placed
 * so far) has run: placedOrders/<id> is gone once the order's mail is written and its books'
 * stock roll-ups are asked for. The trigger takes about a second; the limit only stops a test
 * that would otherwise hang.
 */
export async function placedOrdersFollowedUp(
  db: Firestore,
  orderIds?: readonly string[],
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (await anyLeft(db, orderIds)) {
    if (Date.now() > deadline) throw new Error(`placed orders not followed up in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
