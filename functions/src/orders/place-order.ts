import type { DocumentReference } from "firebase-admin/firestore";
import { FieldValue, Timestamp } from "firebase-admin/firestore";

import { formatCents } from "@bookstore/shared/core/money.ts";
import type { CreateOrderRequest } from "@bookstore/shared/orders/order-input.ts";
import {
  NO_ADDRESS,
  orderFromDocument,
  pricesChangedMessage,
  type Order,
} from "@bookstore/shared/orders/order.ts";
import { placedStatus, releaseDayOf } from "@bookstore/shared/orders/pre-order-lines.ts";

import { customersCollection } from "../lib/collections/customers.ts";
import {
  ordersCollection,
  placedOrdersCollection,
  type StoredOrder,
} from "../lib/collections/orders.ts";
import { Conflict, LimitReached } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";

import { collectionOf } from "./collection-of.ts";
import { checkOrderLimits } from "./order-limits.ts";
import { centsOfTotalPrice, priceOrder } from "./price-order.ts";
import { readPricedBooks } from "./read-priced-books.ts";
import { takeCopies, type RoundWrites } from "./take-copies.ts";

/**
 * A customer's first orders placed at once all find no counters and create them: one commit
 * wins, the others fail as existing and count again with the counters the winner wrote.
 */
const MAX_FIRST_ORDER_ATTEMPTS = 3;

export interface Customer {
  uid: string;
  /** Normalized: trimmed and lower-case. */
  email: string;
}

/** Where the order is placed from: the origin links in its confirmation mail start with. */
export interface OrderContext {
  origin: string;
}

export interface PlacedOrder {
  order: Order;
  /** False when an idempotency key found the order an earlier request placed. */
  created: boolean;
}

async function storedOrder(ref: DocumentReference<StoredOrder>): Promise<Order | null> {
  const snapshot = await ref.get();
  const data = snapshot.data();
  return data ? orderFromDocument(snapshot.id, data) : null;
}

/**
 * Prices the order from the books' stored prices, then in one atomic commit takes a copy of each
 * book from one of its stock shards, creates the order, adds it to the customer's counters
 * (customers/<uid>, checked against the per-customer limits in the same commit) and leaves
 * placedOrders/<id> for the trigger that writes the order's mail and rolls up its books' stock
 * (follow-up-placed-order.ts), so the answer waits for neither. The book documents are only
 * read: orders of one title meet only when they pick the same shard, and then the later one
 * picks again. `create` fails the commit if the order exists: with `orderId` (from an
 * idempotency key) concurrent retries write exactly once and the others answer with the stored
 * order.
 */
export async function placeOrder(
  customer: Customer,
  request: CreateOrderRequest,
  orderId: string | null,
  context: OrderContext,
): Promise<PlacedOrder> {
  const ref = orderId === null ? ordersCollection(db).doc() : ordersCollection(db).doc(orderId);
  if (orderId !== null) {
    const replayed = await storedOrder(ref);
    if (replayed) return { order: replayed, created: false };
  }
  const createdAt = Timestamp.now();
  const { items, totalCents } = priceOrder(
    await readPricedBooks(request.productIds),
    createdAt.toDate(),
  );
  const totalPrice = formatCents(totalCents);
  if (request.totalPrice !== undefined && centsOfTotalPrice(request.totalPrice) !== totalCents) {
    throw new Conflict(pricesChangedMessage(totalPrice));
  }
  const collection = await collectionOf(request.collectionPointId);
  const status = placedStatus(items);
  const releasesOn = releaseDayOf(items);
  const document: StoredOrder = {
    uid: customer.uid,
    name: request.name,
    email: customer.email,
    phone: request.phone,
    address: request.address ?? NO_ADDRESS,
    ...(collection === undefined ? {} : { collection }),
    productIds: items.map((item) => item.bookId),
    items,
    totalPrice,
    totalCents,
    status,
    paymentMethod: "cash-on-delivery",
    createdAt,
    statusHistory: [{ status, at: createdAt }],
    ...(releasesOn === undefined ? {} : { releasesOn }),
  };
  const customerRef = customersCollection(db).doc(customer.uid);
  const books = items.map((item) => ({ id: item.bookId, title: item.title }));
  // Each round reads the customer's counters afresh and writes them back only if they are
  // unchanged (or still absent), so concurrent orders of one customer are counted one by one.
  const prepareRound = async (): Promise<RoundWrites> => {
    const snapshot = await customerRef.get();
    const stored = snapshot.data();
    const pendingOrderIds = stored?.pendingOrderIds ?? [];
    const recentMs = checkOrderLimits(
      {
        pendingOrderIds,
        recentOrderTimesMs: (stored?.recentOrderTimes ?? []).map((time) => time.toMillis()),
      },
      createdAt.toMillis(),
    );
    const limits = {
      pendingOrderIds: [...pendingOrderIds, ref.id],
      recentOrderTimes: [...recentMs.map((ms) => Timestamp.fromMillis(ms)), createdAt],
    };
    return (batch) => {
      batch.create(ref, document);
      if (stored) {
        batch.update(
          customerRef,
          {
            name: request.name,
            email: customer.email,
            orders: FieldValue.increment(1),
            spentCents: FieldValue.increment(totalCents),
            updatedAt: createdAt,
            ...limits,
          },
          { lastUpdateTime: snapshot.updateTime },
        );
      } else {
        batch.create(customerRef, {
          name: request.name,
          email: customer.email,
          orders: 1,
          spentCents: totalCents,
          updatedAt: createdAt,
          ...limits,
        });
      }
      batch.create(placedOrdersCollection(db).doc(ref.id), {
        origin: context.origin,
        bookIds: document.productIds,
        placedAt: createdAt,
      });
    };
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      await takeCopies(books, prepareRound);
      break;
    } catch (error) {
      const code = firestoreErrorCode(error);
      // A book deleted after it was priced: name it (readPricedBooks throws InvalidReference).
      if (code === FIRESTORE_CODES.notFound) await readPricedBooks(request.productIds);
      const exists = code === FIRESTORE_CODES.alreadyExists;
      // A retry whose twin with the same key placed the order first (and perhaps filled the
      // customer's last slot with it): that order is the answer.
      if (exists || (error instanceof LimitReached && orderId !== null)) {
        const placed = await storedOrder(ref);
        if (placed) return { order: placed, created: false };
      }
      // Else a concurrent first order of the customer created the counters: count again.
      if (!exists || attempt >= MAX_FIRST_ORDER_ATTEMPTS) throw error;
    }
  }
  return { order: orderFromDocument(ref.id, document), created: true };
}
