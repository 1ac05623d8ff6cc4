import { FieldValue } from "firebase-admin/firestore";

import { booksCollection } from "../books/books-collection.ts";
import { customersCollection } from "../customers/customers-collection.ts";
import { HttpError } from "../http/http-error.ts";
import { ADMIN_MESSAGES } from "../shared/admin-api.ts";
import {
  canChangeStatus,
  orderFromDocument,
  type Order,
  type OrderStatus,
} from "../shared/order.ts";

import { ordersCollection } from "./orders-collection.ts";
import { runStoreTransaction } from "./run-store-transaction.ts";

/**
 * Moves an order to `to` in one transaction that reads its current status first, so two
 * concurrent changes cannot both start from the same status (one of them is refused with 409).
 *
 * Cancelling takes the order back out of the figures: its books' `sold` go down by one (books
 * deleted since are skipped), and the customer's counters lose the order and its total.
 */
export async function updateOrderStatus(id: string, to: OrderStatus): Promise<Order> {
  const ref = ordersCollection.doc(id);
  return runStoreTransaction(async (transaction) => {
    const order = (await transaction.get(ref)).data();
    if (!order) throw new HttpError(404, ADMIN_MESSAGES.orderNotFound);
    if (!canChangeStatus(order.status, to)) {
      throw new HttpError(409, ADMIN_MESSAGES.invalidTransition(order.status, to));
    }
    if (to === "cancelled") {
      const customerRef = customersCollection.doc(order.uid);
      const customer = await transaction.get(customerRef);
      const books = await transaction.getAll(
        ...order.items.map((item) => booksCollection.doc(item.bookId)),
      );
      for (const book of books) {
        if (book.exists) transaction.update(book.ref, { sold: FieldValue.increment(-1) });
      }
      if (customer.exists) {
        transaction.update(customerRef, {
          orders: FieldValue.increment(-1),
          spentCents: FieldValue.increment(-order.totalCents),
        });
      }
    }
    transaction.update(ref, { status: to });
    return orderFromDocument(id, { ...order, status: to });
  });
}
