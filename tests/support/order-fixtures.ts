import { getApps, initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";

import type { CreateOrderInput } from "@bookstore/shared/orders/order-input.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { deleteStockShards, writeNewStockShards } from "../../functions/src/lib/book-stock.ts";
import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { customersCollection } from "../../functions/src/lib/collections/customers.ts";
import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";
import { stockRollupRef } from "../../functions/src/lib/collections/stock-shards.ts";

import { bearer } from "./auth-tokens.ts";
import { plainBook } from "./filler-book.ts";
import { placedOrdersFollowedUp } from "./placed-orders.ts";
import { stockRollUpsSettled } from "./stock-rollups.ts";
import { requestJson, STORE_URL } from "./store.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";

export const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));
const books = booksCollection(db);
export const orders = ordersCollection(db);

export interface TestBook {
  id: string;
  title: string;
  newPrice: number;
}

/** Dated long ago, so the books never show among the newest while the tests run. */
const LONG_AGO = Timestamp.fromDate(new Date("2001-01-01T00:00:00Z"));

/** Copies each test book starts with: more than any test orders, unless it asks for fewer. */
const TEST_STOCK = 1000;

/**
 * Books of this test file alone (deleted afterwards), with their stock shards, so orders change
 * no seeded book.
 */
export async function createTestBooks(
  label: string,
  prices: readonly number[],
  stock: number | readonly number[] = TEST_STOCK,
): Promise<TestBook[]> {
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const created = prices.map((newPrice, index) => ({
    id: `test-${label}-${run}-${index}`,
    title: `Test ${label} book ${index}`,
    newPrice,
  }));
  const batch = db.batch();
  for (const [index, book] of created.entries()) {
    const copies = typeof stock === "number" ? stock : (stock[index] ?? TEST_STOCK);
    const document = plainBook({
      title: book.title,
      description: "A book that exists only while an order test runs.",
      added: LONG_AGO,
      newPrice: book.newPrice,
      oldPrice: book.newPrice + 1,
      stock: copies,
    });
    batch.create(books.doc(book.id), document);
    writeNewStockShards(batch, db, book.id, { stock: copies });
  }
  await batch.commit();
  return created;
}

export async function deleteTestBooks(testBooks: readonly TestBook[]): Promise<void> {
  if (testBooks.length === 0) return;
  const batch = db.batch();
  for (const book of testBooks) batch.delete(books.doc(book.id));
  await batch.commit();
  await Promise.all(
    testBooks.flatMap((book) => [
      deleteStockShards(db, book.id),
      stockRollupRef(db, book.id).delete(),
    ]),
  );
}

/** Each book's `sold`, in the order given, once the stock roll-ups have run. */
export async function soldOf(testBooks: readonly TestBook[]): Promise<number[]> {
  await stockRollUpsSettled(
    db,
    testBooks.map((book) => book.id),
  );
  const snapshots = await db.getAll(...testBooks.map((book) => books.doc(book.id)));
  return snapshots.map((snapshot) => Number(snapshot.get("sold")));
}

/**
 * Forgets what the per-customer order limits count for the customer (their pending orders and
 * the hour's order times in customers/<uid>), as if the store had started on their orders an
 * hour ago: for a file that places more orders from one customer than the limits allow while it
 * tests something else. tests/api/orders-abuse.test.ts tests the limits themselves.
 */
export async function liftOrderLimits(uid: string): Promise<void> {
  const ref = customersCollection(db).doc(uid);
  if (!(await ref.get()).exists) return;
  await ref.update({ pendingOrderIds: FieldValue.delete(), recentOrderTimes: FieldValue.delete() });
}

export async function countOrders(): Promise<number> {
  return (await orders.count().get()).data().count;
}

export async function countOrdersOf(uid: string): Promise<number> {
  return (await orders.where("uid", "==", uid).count().get()).data().count;
}

/** A delivery order's body: the address is always there. */
export function validOrder(
  productIds: string[],
): CreateOrderInput & Required<Pick<CreateOrderInput, "address">> {
  return {
    name: "Ada Reader",
    email: "ignored@example.com",
    phone: "+1 (541) 555-0100",
    address: { city: "Springfield", country: "United States", state: "Oregon", zipcode: "97477" },
    productIds,
  };
}

/** An order to collect at `collectionPointId`: the checkout sends no address then. */
export function validCollectionOrder(
  productIds: string[],
  collectionPointId: string,
): CreateOrderInput {
  const { name, phone } = validOrder(productIds);
  return { name, phone, productIds, collectionPointId };
}

export type ErrorBody = { message: string };

/** POST /api/orders, answered as the shopper's checkout is: before the order's mail is written. */
export function requestOrder(
  idToken: string | null,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return requestJson<Order & Partial<ErrorBody>>("/api/orders", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(idToken === null ? {} : bearer(idToken)),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * POST /api/orders, then, for an order it placed, what follows the commit (a trigger writes the
 * order's mail and asks for its books' roll-ups): a test reads them right after.
 */
export async function postOrder(
  idToken: string | null,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const answer = await requestOrder(idToken, body, headers);
  const orderId: unknown = answer.status < 300 ? answer.body._id : undefined;
  if (typeof orderId === "string") await placedOrdersFollowedUp(db, [orderId]);
  return answer;
}

export interface OrderAttempt {
  status: number;
  /** The API's `message`, or the body as text when a layer in front of the API answered. */
  message: string;
}

/** An order of one burst: its status and message, whatever answered it. */
export async function attemptOrder(idToken: string, productIds: string[]): Promise<OrderAttempt> {
  const response = await fetch(`${STORE_URL}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...bearer(idToken) },
    body: JSON.stringify(validOrder(productIds)),
  });
  const text = await response.text();
  try {
    const body = JSON.parse(text) as Partial<ErrorBody>;
    return { status: response.status, message: body.message ?? "" };
  } catch {
    return { status: response.status, message: text };
  }
}

export function getOrdersByEmail(idToken: string | null, email: string, search = "") {
  return requestJson<Order[] | ErrorBody>(
    `/api/orders/email/${encodeURIComponent(email)}${search}`,
    { headers: idToken === null ? {} : bearer(idToken) },
  );
}

const WARM_UP_ROUNDS = 4;
const WARM_ROUND_MS = 15_000;

/** How long a hook that calls warmUpApi may take: its rounds of cold starts, on a busy machine. */
export const WARM_UP_TIMEOUT_MS = 300_000;

/**
 * The Functions emulator serves one request per worker process and starts a process for each
 * concurrent request it cannot place, up to its cap on invocations at once (scripts/lib/
 * emulators.mjs); cold starts in the middle of a burst would time its start-ups, not the store.
 * Warming `count` workers first (with cheap 405 answers, up to the cap) makes the orders that
 * follow arrive at warm workers. (PUT, because GET lists orders.)
 */
export async function warmUpApi(count: number): Promise<void> {
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: count }, () =>
        fetch(`${STORE_URL}/api/orders`, { method: "PUT" }).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    if (statuses.every((status) => status === 405) && Date.now() - started < WARM_ROUND_MS) return;
  }
}
