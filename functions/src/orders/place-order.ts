import type { DocumentReference } from "firebase-admin/firestore";
import { FieldValue, Timestamp } from "firebase-admin/firestore";

import { booksCollection } from "../books/books-collection.ts";
import { customersCollection } from "../customers/customers-collection.ts";
import { HttpError } from "../http/http-error.ts";
import { formatCents } from "../shared/money.ts";
import {
  orderFromDocument,
  pricesChangedMessage,
  type CreateOrderRequest,
  type Order,
} from "../shared/order.ts";

import { FIRESTORE_CODES, firestoreErrorCode } from "./firestore-error.ts";
import { ordersCollection, type StoredOrder } from "./orders-collection.ts";
import { centsOfTotalPrice, priceOrder } from "./price-order.ts";
import { readPricedBooks } from "./read-priced-books.ts";
import { runStoreTransaction } from "./run-store-transaction.ts";

export interface Customer {
  uid: string;
  /** Normalized: trimmed and lower-case. */
  email: string;
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
 * Prices the order from the books' stored prices, then in one transaction creates it, adds
 * one to each book's `sold` and adds the order to the customer's counters (customers/<uid>). With `orderId` (from an idempotency key) the transaction first
 * reads that order and returns it when it exists, so concurrent retries write exactly once.
 *
 * The books are read just before the transaction, not inside it: a transaction's reads lock
 * the documents it then writes, and concurrent orders of the same books then deadlock until
 * Firestore aborts them (the emulator: 3 of 50 concurrent orders placed, the rest ABORTED).
 * The increments are blind, and `update` fails the whole commit if a book was deleted since.
 * The customer's counters are blind increments too, merged into the document (created when new).
 */
export async function placeOrder(
  customer: Customer,
  request: CreateOrderRequest,
  orderId: string | null,
): Promise<PlacedOrder> {
  const ref = orderId === null ? ordersCollection.doc() : ordersCollection.doc(orderId);
  if (orderId !== null) {
    const replayed = await storedOrder(ref);
    if (replayed) return { order: replayed, created: false };
  }
  const { items, totalCents } = priceOrder(await readPricedBooks(request.productIds));
  const totalPrice = formatCents(totalCents);
  if (request.totalPrice !== undefined && centsOfTotalPrice(request.totalPrice) !== totalCents) {
    throw new HttpError(409, pricesChangedMessage(totalPrice));
  }
  try {
    return await runStoreTransaction(async (transaction) => {
      if (orderId !== null) {
        const existing = await transaction.get(ref);
        const stored = existing.data();
        if (stored) return { order: orderFromDocument(existing.id, stored), created: false };
      }
      const document: StoredOrder = {
        uid: customer.uid,
        name: request.name,
        email: customer.email,
        phone: request.phone,
        address: request.address,
        productIds: items.map((item) => item.bookId),
        items,
        totalPrice,
        totalCents,
        status: "pending",
        paymentMethod: "cash-on-delivery",
        createdAt: Timestamp.now(),
      };
      transaction.create(ref, document);
      transaction.set(
        customersCollection.doc(customer.uid),
        {
          name: request.name,
          email: customer.email,
          orders: FieldValue.increment(1),
          spentCents: FieldValue.increment(totalCents),
          updatedAt: document.createdAt,
        },
        { merge: true },
      );
      for (const item of items) {
        transaction.update(booksCollection.doc(item.bookId), { sold: FieldValue.increment(1) });
      }
      return { order: orderFromDocument(ref.id, document), created: true };
    });
  } catch (error) {
    // A book deleted after it was priced: name it (readPricedBooks throws the 400).
    if (firestoreErrorCode(error) === FIRESTORE_CODES.notFound) {
      await readPricedBooks(request.productIds);
    }
    // A retry that kept losing to its twin with the same key: the twin's order is the answer.
    if (orderId !== null && error instanceof HttpError && error.status === 503) {
      const placed = await storedOrder(ref);
      if (placed) return { order: placed, created: false };
    }
    throw error;
  }
}
