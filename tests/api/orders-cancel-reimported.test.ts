import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { StoredOrderItem, Order } from "@bookstore/shared/orders/order.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { customersCollection } from "../../functions/src/lib/collections/customers.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { deleteImportedBooks, importedIdsOf, postImport } from "../support/catalogue-import.ts";
import { placeCustomerOrder } from "../support/customer-order.ts";
import { orders } from "../support/order-fixtures.ts";
import { stockRollUpsSettled, stockShardsOf } from "../support/stock-rollups.ts";

const COPIES = 10;

let adminToken: string;
let customer: SignedInAccount;
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
/** A book the import stores under an id derived from its title and author (`ta-…`). */
const record = {
  line: 2,
  fields: {
    title: `Generations ${run}`,
    author: "Ida Twice",
    description: "Imported, deleted and imported again under the same id.",
    category: "fiction",
    oldPrice: 12,
    newPrice: 9.5,
    stock: COPIES,
  },
};
const [bookId = ""] = importedIdsOf([record]);

beforeAll(async () => {
  [adminToken, customer] = await Promise.all([
    adminIdToken(),
    signUpCustomer(uniqueEmail("orders-cancel-reimported")),
  ]);
}, 120_000);

afterAll(async () => {
  const placed = await orders.where("uid", "==", customer.uid).get();
  await Promise.all(placed.docs.map((doc) => doc.ref.delete()));
  await customersCollection(adminDb).doc(customer.uid).delete();
  await deleteImportedBooks([bookId]);
});

async function importBook(): Promise<void> {
  const { status, body } = await postImport(adminToken, [record]);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.added).toBe(1);
}

async function deleteBook(): Promise<void> {
  const { status } = await api(`/api/books/${bookId}`, { method: "DELETE", token: adminToken });
  expect(status).toBe(200);
}

function placeOrder(): Promise<Order> {
  return placeCustomerOrder(customer, [bookId]);
}

function cancel(id: string) {
  return api<Order & ErrorBody>(`/api/orders/${id}/cancel`, {
    method: "POST",
    token: customer.idToken,
    json: {},
  });
}

/** The book's shards, in shard order, and its rolled-up figures, once every roll-up has run. */
async function stockState() {
  await stockRollUpsSettled(adminDb, [bookId]);
  const book = (await booksCollection(adminDb).doc(bookId).get()).data();
  return {
    shards: await stockShardsOf(adminDb, bookId),
    book: { stock: book?.stock, sold: book?.sold, generation: book?.generation },
  };
}

describe("cancelling an order of a book deleted and imported again under its id", () => {
  it("gives each import of the book a generation of its own, which the order's line keeps", async () => {
    await importBook();
    const first = (await booksCollection(adminDb).doc(bookId).get()).data()?.generation;
    expect(first).toEqual(expect.any(String));
    const order = await placeOrder();
    const line = (await orders.doc(order._id).get()).data()?.items[0];
    expect(line?.bookGeneration).toBe(first);
    // The API's answer never carries it.
    expect(order.items[0]).toEqual({ bookId, title: record.fields.title, unitPriceCents: 950 });

    await deleteBook();
    await importBook();
    const second = (await booksCollection(adminDb).doc(bookId).get()).data()?.generation;
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
    await deleteBook();
  });

  it("returns nothing to the later book, and says which book got nothing back", async () => {
    await importBook();
    const old = await placeOrder();
    await deleteBook();
    await importBook();
    const before = await stockState();
    expect(before.book).toMatchObject({ stock: COPIES, sold: 0 });

    const { status, body } = await cancel(old._id);
    expect(status).toBe(200);
    expect(body.status).toBe("cancelled");
    const after = await stockState();
    expect(after.shards).toEqual(before.shards);
    expect(after.book).toEqual(before.book);

    expect(body.stockNotReturned).toEqual([bookId]);
    expect((await orders.doc(old._id).get()).data()?.stockNotReturned).toEqual([bookId]);
  });

  it("still returns the copy of an order of the book as it is now", async () => {
    const order = await placeOrder();
    const before = await stockState();
    expect(before.book).toMatchObject({ stock: COPIES - 1, sold: 1 });

    const { status, body } = await cancel(order._id);
    expect(status).toBe(200);
    expect(body.stockNotReturned).toBeUndefined();
    const after = await stockState();
    expect(after.book).toEqual({ ...before.book, stock: COPIES, sold: 0 });
  });

  it("returns a line stored before generations only to a book no newer than the order", async () => {
    const kept = await placeOrder();
    const stale = await placeOrder();
    for (const id of [kept._id, stale._id]) {
      const items = (await orders.doc(id).get()).data()?.items ?? [];
      const legacy: StoredOrderItem[] = items.map(({ bookId: book, title, unitPriceCents }) => ({
        bookId: book,
        title,
        unitPriceCents,
      }));
      await orders.doc(id).update({ items: legacy });
    }
    expect((await orders.doc(kept._id).get()).data()?.items[0]).not.toHaveProperty(
      "bookGeneration",
    );

    const { status, body } = await cancel(kept._id);
    expect(status).toBe(200);
    expect(body.stockNotReturned).toBeUndefined();
    expect((await stockState()).book).toMatchObject({ stock: COPIES - 1, sold: 1 });

    await deleteBook();
    await importBook();
    const before = await stockState();
    const answer = await cancel(stale._id);
    expect(answer.status).toBe(200);
    expect(answer.body.stockNotReturned).toEqual([bookId]);
    expect(await stockState()).toEqual(before);
  });

  it("returns nothing for a book deleted since, and creates no shard for it", async () => {
    const order = await placeOrder();
    await deleteBook();
    const { status, body } = await cancel(order._id);
    expect(status).toBe(200);
    expect(body.stockNotReturned).toEqual([bookId]);
    expect(await stockShardsOf(adminDb, bookId)).toEqual([]);
  });
});
