import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { soldOutMessage, sumShards } from "@bookstore/shared/books/stock.ts";
import type { MailKind } from "@bookstore/shared/mail/mail.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import accounts from "../../scripts/seed/demo-accounts.json" with { type: "json" };
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { inBurst, type Timed } from "../support/burst.ts";
import { mailTo } from "../support/mail.ts";
import {
  createTestBooks,
  db,
  deleteTestBooks,
  orders,
  attemptOrder,
  warmUpApi,
  type OrderAttempt,
  type TestBook,
} from "../support/order-fixtures.ts";
import { stockRollUpsSettled, stockShardsOf } from "../support/stock-rollups.ts";

/**
 * A flash sale: many customers order one title at once. The Functions emulator starts a worker
 * process per concurrent request; on a 2-core machine the test holds 25 in flight (after warming
 * that many workers), which keeps its slowest answer well inside Hosting's 60 s proxy limit in
 * the full suite. The bench (part 6) runs the same burst with 50.
 */
const COPIES = 100;
const ATTEMPTS = 300;
const IN_FLIGHT = 25;
const SIGN_UPS_IN_FLIGHT = 25;
const BURST_TIMEOUT_MS = 300_000;

let customers: SignedInAccount[] = [];
const created: TestBook[] = [];

beforeAll(async () => {
  const signUps = Array.from(
    { length: ATTEMPTS },
    (_, index) => () => signUpCustomer(uniqueEmail(`flash-sale-${index}`)),
  );
  customers = (await inBurst(signUps, SIGN_UPS_IN_FLIGHT)).map((result) => result.value);
  await warmUpApi(IN_FLIGHT);
}, BURST_TIMEOUT_MS);

afterAll(async () => {
  await deleteTestBooks(created);
});

async function testBooks(label: string, prices: number[], stock: number[]): Promise<TestBook[]> {
  const books = await createTestBooks(label, prices, stock);
  created.push(...books);
  return books;
}

/** The shards' sums, and the fewest copies any one holds (never below zero). */
async function shardFigures(
  book: TestBook,
): Promise<{ stock: number; sold: number; least: number }> {
  const shards = await stockShardsOf(db, book.id);
  return { ...sumShards(shards), least: Math.min(...shards.map((shard) => shard.stock)) };
}

async function ordersOf(book: TestBook) {
  const placed = await orders.where("productIds", "array-contains", book.id).get();
  return placed.docs.map((order) => order.data());
}

function countStatuses(statuses: readonly number[]) {
  return {
    placed: statuses.filter((status) => status === 201).length,
    soldOut: statuses.filter((status) => status === 409).length,
    serverErrors: statuses.filter((status) => status >= 500).length,
  };
}

/** Every answer that is neither placed nor sold out, with its body, to name what went wrong. */
function unexpectedAnswers(answers: readonly Timed<OrderAttempt>[]): string[] {
  return answers
    .filter(({ value }) => value.status !== 201 && value.status !== 409)
    .map(({ value }) => `${value.status} ${value.message}`);
}

describe("a flash sale", () => {
  it(
    `${ATTEMPTS} customers, ${IN_FLIGHT} at a time, for ${COPIES} copies: ${COPIES} orders placed and the rest told it is sold out`,
    async () => {
      const [book] = await testBooks("flash-sale", [4.99], [COPIES]);
      if (!book) throw new Error("the flash-sale book is missing");
      const answers = await inBurst(
        customers.map((customer) => () => attemptOrder(customer.idToken, [book.id])),
        IN_FLIGHT,
      );
      const statuses = answers.map((answer) => answer.value.status);
      const unexpected = unexpectedAnswers(answers);
      const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      console.info(
        `flash sale: ${ATTEMPTS} attempts, ${IN_FLIGHT} in flight: ${JSON.stringify(countStatuses(statuses))}; ` +
          `p50 ${Math.round(ms[Math.floor(ms.length / 2)] ?? 0)} ms, max ${Math.round(ms.at(-1) ?? 0)} ms` +
          (unexpected.length > 0 ? `; unexpected answers: ${unexpected.join(" | ")}` : ""),
      );
      expect(unexpected).toEqual([]);
      expect(countStatuses(statuses)).toEqual({
        placed: COPIES,
        soldOut: ATTEMPTS - COPIES,
        serverErrors: 0,
      });
      const refusals = answers.filter((answer) => answer.value.status === 409);
      expect(new Set(refusals.map((answer) => answer.value.message))).toEqual(
        new Set([soldOutMessage([book.title])]),
      );
      const placed = await ordersOf(book);
      expect(placed).toHaveLength(COPIES);
      expect(new Set(placed.map((order) => order.uid)).size).toBe(COPIES);

      expect(await shardFigures(book)).toEqual({ stock: 0, sold: COPIES, least: 0 });
      await stockRollUpsSettled(db, [book.id]);
      const rolledUp = (await booksCollection(db).doc(book.id).get()).data();
      expect({ stock: rolledUp?.stock, sold: rolledUp?.sold }).toEqual({ stock: 0, sold: COPIES });

      // The owner hears of each order, and once of the title falling to the low-stock line.
      const ownerMail = await mailTo(accounts.admin.email);
      const named = (kind: MailKind, text: string) =>
        ownerMail.filter((mail) => mail.kind === kind && mail.message.text.includes(text));
      expect(named("owner-low-stock", book.title)).toHaveLength(1);
      const placedIds = (
        await orders.where("productIds", "array-contains", book.id).get()
      ).docs.map((order) => order.id);
      const orderMails = placedIds.filter(
        (id) => named("owner-new-order", `placed order ${id}.`).length === 1,
      );
      expect(orderMails).toHaveLength(COPIES);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    "orders of three books, one of which sells out mid-burst: no order is half-placed",
    async () => {
      const lastCopies = 20;
      const attempts = 60;
      const books = await testBooks("flash-trio", [3, 4, 5], [1000, 1000, lastCopies]);
      const [first, second, scarce] = books;
      if (!first || !second || !scarce) throw new Error("the three books are missing");
      const ids = books.map((book) => book.id);
      const answers = await inBurst(
        customers.slice(0, attempts).map((customer) => () => attemptOrder(customer.idToken, ids)),
        IN_FLIGHT,
      );
      const unexpected = unexpectedAnswers(answers);
      if (unexpected.length > 0)
        console.info(`flash trio: unexpected answers: ${unexpected.join(" | ")}`);
      expect(unexpected).toEqual([]);
      expect(countStatuses(answers.map((answer) => answer.value.status))).toEqual({
        placed: lastCopies,
        soldOut: attempts - lastCopies,
        serverErrors: 0,
      });
      for (const answer of answers.filter((each) => each.value.status === 409)) {
        expect(answer.value.message).toBe(soldOutMessage([scarce.title]));
      }
      const placed = await ordersOf(first);
      expect(placed).toHaveLength(lastCopies);
      for (const order of placed) expect(order.productIds).toEqual(ids);
      expect(await Promise.all(books.map(shardFigures))).toEqual([
        { stock: 1000 - lastCopies, sold: lastCopies, least: expect.any(Number) as number },
        { stock: 1000 - lastCopies, sold: lastCopies, least: expect.any(Number) as number },
        { stock: 0, sold: lastCopies, least: 0 },
      ]);
      await stockRollUpsSettled(db, ids);
      const rolledUp = await db.getAll(...books.map((book) => booksCollection(db).doc(book.id)));
      expect(rolledUp.map((book) => book.get("stock") as number)).toEqual([980, 980, 0]);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    "a pre-order rush for a forthcoming book: no more pre-orders than the copies the shop expects",
    async () => {
      const expected = 10;
      const attempts = 40;
      const [book] = await testBooks("pre-order-rush", [21], [expected]);
      if (!book) throw new Error("the forthcoming book is missing");
      await booksCollection(db).doc(book.id).update({ publishedOn: "2099-03-12" });
      const answers = await inBurst(
        customers
          .slice(0, attempts)
          .map((customer) => () => attemptOrder(customer.idToken, [book.id])),
        IN_FLIGHT,
      );
      expect(unexpectedAnswers(answers)).toEqual([]);
      expect(countStatuses(answers.map((answer) => answer.value.status))).toEqual({
        placed: expected,
        soldOut: attempts - expected,
        serverErrors: 0,
      });
      expect(await ordersOf(book)).toHaveLength(expected);
      expect(await shardFigures(book)).toEqual({ stock: 0, sold: expected, least: 0 });
    },
    BURST_TIMEOUT_MS,
  );
});
