import { FieldValue, Timestamp, type Firestore, type WriteBatch } from "firebase-admin/firestore";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { ordersCollection, type StoredOrder } from "../../functions/src/lib/collections/orders.ts";
import { formatCents, sumCents, toCents } from "../../functions/src/shared/money.ts";
import type { OrderStatus } from "../../functions/src/shared/order.ts";

import { createMissing } from "./create-missing.ts";
import { SEED_BOOKS } from "./data/books.ts";
import { monthsBefore, seededRandom } from "./dates.ts";
import accounts from "./demo-accounts.json" with { type: "json" };

const MONTHS = 12;
const ADDRESS = {
  street: "742 Evergreen Terrace",
  city: "Springfield",
  country: "United States",
  state: "Oregon",
  zipcode: "97477",
};

function statusFor(monthsAgo: number): OrderStatus {
  if (monthsAgo === 0) return "pending";
  if (monthsAgo === 1) return "shipped";
  return "delivered";
}

/**
 * The demo customer's orders, two or three a month over the last 12 months, priced from the
 * books' prices the way the order API prices them. Each new order adds to its books' `sold`.
 */
export async function seedOrders(db: Firestore, customerUid: string, now: Date): Promise<number> {
  const random = seededRandom(2025);
  const orders = [];
  for (let monthsAgo = 0; monthsAgo < MONTHS; monthsAgo += 1) {
    const count = 2 + (monthsAgo % 2);
    for (let n = 0; n < count; n += 1) {
      const books = new Map<string, (typeof SEED_BOOKS)[number]>();
      const size = 1 + Math.floor(random() * 3);
      while (books.size < size) {
        const book = SEED_BOOKS[Math.floor(random() * SEED_BOOKS.length)];
        if (book) books.set(book.id, book);
      }
      const items = [...books.values()].map((book) => ({
        bookId: book.id,
        title: book.title,
        unitPriceCents: toCents(book.newPrice),
      }));
      const totalCents = sumCents(items.map((item) => item.unitPriceCents));
      const data: StoredOrder = {
        uid: customerUid,
        name: accounts.customer.displayName,
        email: accounts.customer.email,
        phone: "5415550100",
        address: ADDRESS,
        productIds: items.map((item) => item.bookId),
        items,
        totalPrice: formatCents(totalCents),
        totalCents,
        status: statusFor(monthsAgo),
        paymentMethod: "cash-on-delivery",
        createdAt: Timestamp.fromDate(monthsBefore(now, monthsAgo, 3 + n * 9)),
      };
      orders.push({
        ref: ordersCollection(db).doc(`seed-${String(monthsAgo).padStart(2, "0")}-${n}`),
        data,
        alsoWrite: (batch: WriteBatch) => {
          for (const item of items) {
            batch.update(booksCollection(db).doc(item.bookId), {
              sold: FieldValue.increment(1),
            });
          }
        },
      });
    }
  }
  return createMissing(db, orders);
}
