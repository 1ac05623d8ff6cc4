// @ts-check
/**
 * Bench part 6: a flash sale (./flash-sale-size.mjs): many customers order one title at once.
 *
 * 1. Through the API, as shoppers call it (Hosting → function): statuses, latency, orders per
 *    second, and the writes the book document received during the burst, heard by a listener.
 * 2. The same burst run in this process against the Firestore emulator twice: the store's order
 *    path (a copy from a stock shard, compare-and-set) and the naive design (a transaction that
 *    reads the book and decrements its stock). The same harness runs both, so the ratio of their
 *    latencies is the design's and not the transport's.
 */
import { FieldValue, Timestamp } from "firebase-admin/firestore";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { placedOrdersCollection } from "../../functions/src/lib/collections/orders.ts";
import { takeCopies } from "../../functions/src/orders/take-copies.ts";
import { signUpCustomer, uniqueEmail } from "../../tests/support/auth-tokens.ts";
import { inBurst } from "../../tests/support/burst.ts";
import {
  createTestBooks,
  db,
  deleteTestBooks,
  orders,
  attemptOrder,
  validOrder,
  warmUpApi,
} from "../../tests/support/order-fixtures.ts";
import { shardTotals, stockRollUpsSettled } from "../../tests/support/stock-rollups.ts";

import { FLASH_SALE } from "./flash-sale-size.mjs";
import { progress } from "./progress.mjs";
import { peakInWindow, percentile } from "./stats.mjs";

/**
 * @typedef {"placed" | "sold-out" | "error"} Outcome
 * @typedef {{ design: string, attempts: number, placed: number, refused: number, errors: number,
 *   p50Ms: number, p99Ms: number, burstMs: number, ordersPerSecond: number,
 *   bookWrites: number, bookWritesPerSecond: number, bookWritesPeakPerSecond: number,
 *   finalStock: number | null, finalSold: number | null, shardStock: number | null }} BurstFigures
 */

/**
 * Counts the writes a book document receives, from a listener (its first snapshot is the state
 * before, not a write).
 * @param {string} bookId
 */
function watchBookWrites(bookId) {
  /** @type {number[]} */
  const times = [];
  let first = true;
  const stop = booksCollection(db)
    .doc(bookId)
    .onSnapshot((snapshot) => {
      if (first) first = false;
      else if (snapshot.exists) times.push(Date.now());
    });
  return {
    /** @returns {number[]} */
    stop() {
      stop();
      return times;
    },
  };
}

/**
 * @param {string} design
 * @param {string} bookId
 * @param {import("../../tests/support/burst.ts").Timed<Outcome>[]} results
 * @param {{ start: number, end: number }} burstTime Date.now() at the burst's start and end
 * @param {number[]} allWrites the book's writes, heard from before the burst until it settled
 * @param {boolean} sharded whether the shards hold the copies (the naive design ignores them)
 * @returns {Promise<BurstFigures>}
 */
async function figures(design, bookId, results, burstTime, allWrites, sharded) {
  const burstMs = burstTime.end - burstTime.start;
  const writes = allWrites.filter((at) => at >= burstTime.start && at <= burstTime.end);
  const count = (/** @type {Outcome} */ outcome) =>
    results.filter((result) => result.value === outcome).length;
  const book = (await booksCollection(db).doc(bookId).get()).data();
  const placed = count("placed");
  const measured = {
    design,
    attempts: results.length,
    placed,
    refused: count("sold-out"),
    errors: count("error"),
    p50Ms: percentile(
      results.map((result) => result.ms),
      50,
    ),
    p99Ms: percentile(
      results.map((result) => result.ms),
      99,
    ),
    burstMs,
    ordersPerSecond: placed / (burstMs / 1000),
    bookWrites: writes.length,
    bookWritesPerSecond: writes.length / (burstMs / 1000),
    bookWritesPeakPerSecond: peakInWindow(writes, 1000),
    finalStock: book?.stock ?? null,
    finalSold: book?.sold ?? null,
    shardStock: sharded ? (await shardTotals(db, bookId)).stock : null,
  };
  progress(
    `  ${design}: ${measured.placed} placed, ${measured.refused} sold out, ${measured.errors} errors; ` +
      `p50 ${Math.round(measured.p50Ms)} ms, p99 ${Math.round(measured.p99Ms)} ms, ` +
      `${measured.ordersPerSecond.toFixed(1)} orders/s over ${Math.round(burstMs)} ms; book written ` +
      `${measured.bookWrites} times in the burst (peak ${measured.bookWritesPeakPerSecond} in 1 s); ` +
      `stock ${measured.finalStock}, sold ${measured.finalSold}`,
  );
  return measured;
}

/**
 * Runs the burst on a fresh book and returns its figures.
 * @param {string} design
 * @param {(bookId: string, index: number) => Promise<Outcome>} attempt
 * @param {{ sharded: boolean }} how whether the design keeps the copies in the book's shards
 */
async function burst(design, attempt, { sharded }) {
  const [book] = await createTestBooks(`bench-${design}`, [4.99], [FLASH_SALE.copies]);
  if (!book) throw new Error("the flash-sale book is missing");
  try {
    const watcher = watchBookWrites(book.id);
    const start = Date.now();
    const results = await inBurst(
      Array.from({ length: FLASH_SALE.attempts }, (_, index) => () => attempt(book.id, index)),
      FLASH_SALE.inFlight,
    );
    const end = Date.now();
    if (sharded) await stockRollUpsSettled(db, [book.id]);
    return await figures(design, book.id, results, { start, end }, watcher.stop(), sharded);
  } finally {
    await deleteTestBooks([book]);
  }
}

/**
 * A bench order document for `uid`, of one book.
 * @param {string} bookId
 * @param {string} uid
 * @returns {import("../../functions/src/lib/collections/orders.ts").StoredOrder}
 */
function benchOrder(bookId, uid) {
  const { name, phone, address } = validOrder([bookId]);
  return {
    uid,
    name,
    email: `${uid}@example.com`,
    phone,
    address,
    productIds: [bookId],
    items: [{ bookId, title: "Flash-sale book", unitPriceCents: 499 }],
    totalPrice: "4.99",
    totalCents: 499,
    status: "pending",
    paymentMethod: "cash-on-delivery",
    createdAt: Timestamp.now(),
  };
}

/**
 * The store's order path, without HTTP: a copy from a shard, the order and what follows it
 * (placedOrders/<id>, whose trigger asks for the roll-up and writes the mail) in one commit.
 * @param {string} bookId
 * @param {number} index
 * @returns {Promise<Outcome>}
 */
async function shardedAttempt(bookId, index) {
  const ref = orders.doc();
  try {
    await takeCopies([{ id: bookId, title: "Flash-sale book" }], async () => (batch) => {
      batch.create(ref, benchOrder(bookId, `bench-sharded-${index}`));
      batch.create(placedOrdersCollection(db).doc(ref.id), {
        origin: "http://127.0.0.1",
        bookIds: [bookId],
        placedAt: Timestamp.now(),
      });
    });
    return "placed";
  } catch (error) {
    return error instanceof Error && error.name === "Conflict" ? "sold-out" : "error";
  }
}

/**
 * The naive design: a transaction that reads the book, decrements its stock and adds the order.
 * @param {string} bookId
 * @param {number} index
 * @returns {Promise<Outcome>}
 */
async function naiveAttempt(bookId, index) {
  const bookRef = booksCollection(db).doc(bookId);
  const ref = orders.doc();
  try {
    return await db.runTransaction(async (transaction) => {
      const book = (await transaction.get(bookRef)).data();
      if (!book || book.stock < 1) return "sold-out";
      transaction.update(bookRef, {
        stock: FieldValue.increment(-1),
        sold: FieldValue.increment(1),
      });
      transaction.create(ref, benchOrder(bookId, `bench-naive-${index}`));
      return "placed";
    });
  } catch {
    return "error";
  }
}

/**
 * @param {string} storeUrl
 * @returns {Promise<{ api: BurstFigures, sharded: BurstFigures, naive: BurstFigures }>}
 */
export async function measureFlashSale(storeUrl) {
  progress(`  signing up ${FLASH_SALE.attempts} customers at ${storeUrl}`);
  const customers = (
    await inBurst(
      Array.from(
        { length: FLASH_SALE.attempts },
        (_, index) => () => signUpCustomer(uniqueEmail(`bench-flash-${index}`)),
      ),
      25,
    )
  ).map((result) => result.value);
  await warmUpApi(FLASH_SALE.inFlight);
  /** @type {string[]} every answer that is neither placed nor sold out, with its body */
  const unexpected = [];
  const api = await burst(
    "API",
    async (bookId, index) => {
      const customer = customers[index];
      if (!customer) return "error";
      const answer = await attemptOrder(customer.idToken, [bookId]);
      if (answer.status === 201) return "placed";
      if (answer.status === 409) return "sold-out";
      unexpected.push(`${answer.status} ${answer.message}`);
      return "error";
    },
    { sharded: true },
  );
  for (const answer of unexpected) progress(`  unexpected answer: ${answer}`);
  const sharded = await burst("shards", shardedAttempt, { sharded: true });
  const naive = await burst("naive", naiveAttempt, { sharded: false });
  return { api, sharded, naive };
}
