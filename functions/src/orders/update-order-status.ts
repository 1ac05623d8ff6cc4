import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type WriteBatch,
} from "firebase-admin/firestore";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";
import { COLLECTION_CODE_MESSAGES } from "@bookstore/shared/orders/collection-code.ts";
import { customerCancellableFrom } from "@bookstore/shared/orders/customer-cancel.ts";
import {
  canChangeStatus,
  knownStatusHistory,
  ORDER_MESSAGES,
  orderFromDocument,
  type Order,
  type OrderStatus,
} from "@bookstore/shared/orders/order.ts";
import { shipmentOf } from "@bookstore/shared/orders/pre-order-lines.ts";

import { randomStockShardRef, returnCopy } from "../lib/book-stock.ts";
import { booksCollection, type StoredBook } from "../lib/collections/books.ts";
import { customersCollection } from "../lib/collections/customers.ts";
import { ordersCollection, type StoredOrder } from "../lib/collections/orders.ts";
import type { StockShardDocument } from "../lib/collections/stock-shards.ts";
import { Conflict, NotFound, StoreBusy } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";
import { requestStockRollUpsAfter } from "../lib/stock-rollups.ts";
import { unsubscribeKey } from "../lib/unsubscribe-key.ts";
import { addMail } from "../mail/add-mail.ts";
import { orderStatusMail } from "../mail/order-status-mail.ts";

import {
  collectionCodeDigest,
  collectionCodeMatches,
  newCollectionCode,
} from "./collection-code.ts";
import { collectBy, collectionHoldDays } from "./collection-hold.ts";
import { copyReturnable } from "./copy-returnable.ts";

/**
 * An attempt is lost when another change to the order, a book deletion or an order taking a copy
 * from the very shard a cancel returns one to committed in between; an order's status can
 * change at most three times, and a cancel meets a busy shard now and then, so this bound is
 * never reached by honest traffic.
 */
const MAX_ATTEMPTS = 20;

/** What a commit fails with when the order, a book or a shard changed since it was read. */
const LOST_CODES: ReadonlySet<number | undefined> = new Set([
  FIRESTORE_CODES.failedPrecondition,
  FIRESTORE_CODES.notFound,
]);

/**
 * Cancelling gives each line's copy back to a shard of the book it was taken from, and takes the
 * order out of the figures and out of the customer's pending orders. It commits with the status
 * change, whose compare-and-set lets it happen once however often the change is retried. A line
 * whose book was deleted, or deleted and created again under its id (another generation), gets
 * nothing back; its book id is returned, for the order to say so. One shard of each book is read
 * before the books: a book written again after that read has written its shards afresh, which
 * fails the shard's compare-and-set (returnCopy), and the change is tried again on the new book.
 */
async function addCancellation(
  batch: WriteBatch,
  id: string,
  order: StoredOrder,
): Promise<string[]> {
  const shards = await db.getAll(
    ...order.items.map((item) => randomStockShardRef(db, item.bookId)),
  );
  // An anonymised order has no customer (uid ""): their counters went with their account.
  const customerRef = order.uid === "" ? null : customersCollection(db).doc(order.uid);
  const bookRefs = order.items.map((item) => booksCollection(db).doc(item.bookId));
  const snapshots = await db.getAll(...(customerRef ? [customerRef] : []), ...bookRefs);
  const customer = customerRef ? snapshots[0] : undefined;
  const books = customerRef ? snapshots.slice(1) : snapshots;
  const notReturned: string[] = [];
  order.items.forEach((item, index) => {
    const book = books[index]?.data() as StoredBook | undefined;
    const shard = shards[index] as DocumentSnapshot<StockShardDocument> | undefined;
    if (shard?.exists && copyReturnable(item, book, order.createdAt)) returnCopy(batch, shard);
    else notReturned.push(item.bookId);
  });
  if (customerRef && customer?.exists) {
    batch.update(customerRef, {
      orders: FieldValue.increment(-1),
      spentCents: FieldValue.increment(-order.totalCents),
      pendingOrderIds: FieldValue.arrayRemove(id),
    });
  }
  return notReturned;
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
  /**
   * The statuses the change may start from (checked with ORDER_TRANSITIONS); any by default. A
   * customer's cancel starts only where customerCancellableFrom allows, whatever is given here.
   */
  allowedFrom?: readonly OrderStatus[];
  /** The code the customer showed at the counter: only a match marks an order collected. */
  collectionCode?: string;
  /** A cancel because the hold at the counter ended: the customer's mail says so. */
  notCollected?: boolean;
}

/** What the change checks a collection code against, and signs a new one with. */
interface CodeCheck {
  id: string;
  storeKey: Buffer | null;
}

/** Why an order to collect cannot move to `to`: an error, or null. */
function collectionRefusal(
  order: StoredOrder,
  to: OrderStatus,
  options: StatusChangeOptions,
  { id, storeKey }: CodeCheck,
): Error | null {
  if (to === "ready-for-collection" && order.items.some((item) => item.publishesOn)) {
    return new Conflict(COLLECTION_CODE_MESSAGES.waitsForBooks);
  }
  if (to !== "collected") return null;
  if (order.collection === undefined) return new Conflict(COLLECTION_CODE_MESSAGES.notCollection);
  if (order.status !== "ready-for-collection") {
    return new Conflict(COLLECTION_CODE_MESSAGES.notReady(order.status));
  }
  const { collectionCode } = options;
  const digest = order.collectionCodeDigest;
  if (collectionCode === undefined) return new Conflict(COLLECTION_CODE_MESSAGES.useCode);
  const matches =
    storeKey !== null &&
    digest !== undefined &&
    collectionCodeMatches(id, collectionCode, digest, storeKey);
  return matches ? null : new Conflict(COLLECTION_CODE_MESSAGES.wrongCode);
}

/** Why the change cannot start from the order as read: an error to throw, or null. */
function refusal(
  order: StoredOrder,
  to: OrderStatus,
  options: StatusChangeOptions,
  codeCheck: CodeCheck,
): Error | null {
  const byCustomer = options.ownerUid !== undefined;
  if (byCustomer && order.uid !== options.ownerUid) return new NotFound(ORDER_MESSAGES.notFound);
  const customerCancel = byCustomer && to === "cancelled";
  const allowedFrom = customerCancel ? customerCancellableFrom(order) : options.allowedFrom;
  const allowed = allowedFrom?.includes(order.status) ?? true;
  if (to === "cancelled" && order.items.some((item) => item.shipped)) {
    return new Conflict(ORDER_MESSAGES.partlyShipped);
  }
  const collecting = collectionRefusal(order, to, options, codeCheck);
  if (collecting) return collecting;
  if (allowed && canChangeStatus(order, to)) return null;
  return new Conflict(
    customerCancel
      ? ORDER_MESSAGES.notCancellable(order.status)
      : ADMIN_MESSAGES.invalidTransition(order.status, to),
  );
}

/**
 * The order as it is after the change to `to`. Shipping sends the lines that are out: when some
 * still wait for their publication day, those sent are marked and the order waits for the rest.
 */
function changeOf(
  order: StoredOrder,
  to: OrderStatus,
): Pick<StoredOrder, "status" | "statusHistory" | "items"> {
  const shipment = to === "shipped" ? shipmentOf(order.items) : null;
  const status = shipment?.status ?? to;
  return {
    status,
    statusHistory: [...knownStatusHistory(order), { status, at: Timestamp.now() }],
    items: shipment?.items ?? order.items,
  };
}

/**
 * A new collection code for an order made ready: its digest goes on the order and the code into
 * the customer's mail, in the same commit. No transition leads back to ready-for-collection, so
 * an order gets one code.
 */
function newCode(
  to: OrderStatus,
  { id, storeKey }: CodeCheck,
): { code: string; digest: string } | null {
  if (to !== "ready-for-collection" || storeKey === null) return null;
  const code = newCollectionCode();
  return { code, digest: collectionCodeDigest(id, code, storeKey) };
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
  const withCode = to === "ready-for-collection" || to === "collected";
  const codeCheck: CodeCheck = { id, storeKey: withCode ? await unsubscribeKey() : null };
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const snapshot = await ref.get();
    const order = snapshot.data();
    if (!order) throw new NotFound(unknown);
    const refused = refusal(order, to, options, codeCheck);
    if (refused) throw refused;
    const batch = db.batch();
    const notReturned = to === "cancelled" ? await addCancellation(batch, id, order) : [];
    if (to !== "cancelled" && order.status === "pending") {
      await addLeavingPending(batch, id, order);
    }
    const code = newCode(to, codeCheck);
    const change: Partial<StoredOrder> = {
      ...changeOf(order, to),
      ...(notReturned.length > 0 ? { stockNotReturned: notReturned } : {}),
      ...(code === null ? {} : { collectionCodeDigest: code.digest }),
    };
    const changed: StoredOrder = { ...order, ...change };
    const updated = orderFromDocument(id, changed);
    batch.update(ref, change, { lastUpdateTime: snapshot.updateTime });
    const message = orderStatusMail(updated, changed.status, options.origin, {
      ...(code === null
        ? {}
        : { collectionCode: code.code, collectBy: collectBy(new Date(), collectionHoldDays()) }),
      ...(options.notCollected === true ? { notCollected: true } : {}),
    });
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
