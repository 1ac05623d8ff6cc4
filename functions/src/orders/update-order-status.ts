import { FieldValue, Timestamp, type WriteBatch } from "firebase-admin/firestore";

import { returnCopies } from "../lib/book-stock.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { customersCollection } from "../lib/collections/customers.ts";
import { ordersCollection, type StoredOrder } from "../lib/collections/orders.ts";
import { Conflict, NotFound, StoreBusy } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";
import { requestStockRollUpsAfter } from "../lib/stock-rollups.ts";
import { addMail } from "../mail/add-mail.ts";
import { orderStatusMail } from "../mail/order-status-mail.ts";
import { ADMIN_MESSAGES } from "../shared/admin-api.ts";
import { MESSAGES } from "../shared/messages.ts";
import {
  canChangeStatus,
  knownStatusHistory,
  ORDER_MESSAGES,
  orderFromDocument,
  type Order,
  type OrderStatus,
} from "../shared/order.ts";

/**
 * An attempt is lost only when another change to the order (or a book deletion) committed in
 * between; an order's status can change at most three times, so this bound is never reached
 * by honest traffic.
 */
const MAX_ATTEMPTS = 10;

/** What a commit fails with when the order or one of its books changed since it was read. */
const LOST_CODES: ReadonlySet<number | undefined> = new Set([
  FIRESTORE_CODES.failedPrecondition,
  FIRESTORE_CODES.notFound,
]);

/**
 * Cancelling gives the order's copies back to the books' shards and takes the order out of the
 * figures and out of the customer's pending orders (books deleted since are skipped). It commits with the status change, whose
 * compare-and-set lets it happen once however often the change is retried.
 */
async function addCancellation(batch: WriteBatch, id: string, order: StoredOrder): Promise<void> {
  // An anonymised order has no customer (uid ""): their counters went with their account.
  const customerRef = order.uid === "" ? null : customersCollection(db).doc(order.uid);
  const bookRefs = order.items.map((item) => booksCollection(db).doc(item.bookId));
  const snapshots = await db.getAll(...(customerRef ? [customerRef] : []), ...bookRefs);
  const customer = customerRef ? snapshots[0] : undefined;
  const books = customerRef ? snapshots.slice(1) : snapshots;
  const kept = books.filter((book) => book.exists).map((book) => book.id);
  returnCopies(batch, db, kept);
  if (customerRef && customer?.exists) {
    batch.update(customerRef, {
      orders: FieldValue.increment(-1),
      spentCents: FieldValue.increment(-order.totalCents),
      pendingOrderIds: FieldValue.arrayRemove(id),
    });
  }
}

/**
 * An order the store starts on no longer counts against the customer's pending-order limit.
 * Removing its id is the same however often the change is retried.
 */
async function addLeavingPending(batch: WriteBatch, id: string, order: StoredOrder): Promise<void> {
  if (order.uid === "") return;
  const customerRef = customersCollection(db).doc(order.uid);
  const customer = await customerRef.get();
  if (customer.exists) batch.update(customerRef, { pendingOrderIds: FieldValue.arrayRemove(id) });
}

export interface StatusChangeOptions {
  /** Where the change is made from: the origin links in the customer's mail start with. */
  origin: string;
  /** A customer's change: an order of anyone else is answered as unknown. */
  ownerUid?: string;
  /** The statuses the change may start from (checked with ORDER_TRANSITIONS); any by default. */
  allowedFrom?: readonly OrderStatus[];
}

/** Why the change cannot start from the order as read: an error to throw, or null. */
function refusal(order: StoredOrder, to: OrderStatus, options: StatusChangeOptions): Error | null {
  const byCustomer = options.ownerUid !== undefined;
  if (byCustomer && order.uid !== options.ownerUid) return new NotFound(ORDER_MESSAGES.notFound);
  const allowed = options.allowedFrom?.includes(order.status) ?? true;
  if (allowed && canChangeStatus(order.status, to)) return null;
  return new Conflict(
    byCustomer && to === "cancelled"
      ? ORDER_MESSAGES.notCancellable(order.status)
      : ADMIN_MESSAGES.invalidTransition(order.status, to),
  );
}

/**
 * Moves an order to `to` as a compare-and-set: the write commits only if the order has not
 * changed since its status was checked, otherwise the check runs again on the new status. Two
 * concurrent changes therefore cannot both start from the same status (the later one is refused
 * with 409), and unlike a read-write transaction no lock is held between the read and the write,
 * so concurrent changes cannot deadlock each other. The status history and the customer's mail
 * commit with the change, so each exists exactly when the change does.
 */
export async function updateOrderStatus(
  id: string,
  to: OrderStatus,
  options: StatusChangeOptions,
): Promise<Order> {
  const ref = ordersCollection(db).doc(id);
  const unknown =
    options.ownerUid === undefined ? ADMIN_MESSAGES.orderNotFound : ORDER_MESSAGES.notFound;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const snapshot = await ref.get();
    const order = snapshot.data();
    if (!order) throw new NotFound(unknown);
    const refused = refusal(order, to, options);
    if (refused) throw refused;
    const changed: StoredOrder = {
      ...order,
      status: to,
      statusHistory: [...knownStatusHistory(order), { status: to, at: Timestamp.now() }],
    };
    const updated = orderFromDocument(id, changed);
    const batch = db.batch();
    if (to === "cancelled") await addCancellation(batch, id, order);
    else if (order.status === "pending") await addLeavingPending(batch, id, order);
    batch.update(
      ref,
      { status: to, statusHistory: changed.statusHistory },
      { lastUpdateTime: snapshot.updateTime },
    );
    const message = orderStatusMail(updated, to, options.origin);
    // A customer who deleted their account gets no more mail: the order has no address left.
    if (message && order.anonymisedAt === undefined && order.email !== "") {
      addMail(batch, {
        to: order.email,
        kind: "order-status",
        message,
        about: { uid: order.uid, orderId: id },
      });
    }
    try {
      await batch.commit();
      if (to === "cancelled") await requestStockRollUpsAfter(order.productIds);
      return updated;
    } catch (error) {
      if (!LOST_CODES.has(firestoreErrorCode(error))) throw error;
    }
  }
  throw new StoreBusy(MESSAGES.storeBusy);
}
