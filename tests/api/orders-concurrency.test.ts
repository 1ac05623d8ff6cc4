import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import {
  countOrdersOf,
  createTestBooks,
  deleteTestBooks,
  postOrder,
  soldOf,
  validOrder,
  warmUpApi,
  WARM_UP_TIMEOUT_MS,
  type TestBook,
} from "../support/order-fixtures.ts";

const SAME_KEY_REQUESTS = 20;
const CONCURRENT_ORDERS = 50;
const CONCURRENCY_TIMEOUT_MS = 180_000;

let books: TestBook[] = [];

/** Ten books; concurrent order `i` holds books i, i+1 and i+2 (mod 10), so each is in 15 of 50. */
const PRICES = [9.99, 14.5, 0.99, 5, 12.25, 3.75, 20, 7.5, 1.01, 30];
const BOOKS_PER_ORDER = 3;

function booksOfOrder(index: number): TestBook[] {
  return Array.from({ length: BOOKS_PER_ORDER }, (_, offset) => {
    const book = books[(index + offset) % books.length];
    if (!book) throw new Error("the test books are missing");
    return book;
  });
}

beforeAll(async () => {
  books = await createTestBooks("concurrency", PRICES);
  await warmUpApi(CONCURRENT_ORDERS);
}, WARM_UP_TIMEOUT_MS);

afterAll(async () => {
  await deleteTestBooks(books);
});

describe("concurrent orders", () => {
  let customer: SignedInAccount;

  beforeAll(async () => {
    customer = await signUpCustomer(uniqueEmail("orders-same-key"));
  });

  it(
    `${SAME_KEY_REQUESTS} concurrent retries with one Idempotency-Key place exactly one order`,
    async () => {
      const ids = books.map((book) => book.id);
      const soldBefore = await soldOf(books);
      const key = `checkout-${Date.now()}`;
      const answers = await Promise.all(
        Array.from({ length: SAME_KEY_REQUESTS }, () =>
          postOrder(customer.idToken, validOrder(ids), { "Idempotency-Key": key }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array<number>(SAME_KEY_REQUESTS - 1).fill(200), 201]);
      expect(new Set(answers.map((answer) => answer.body._id)).size).toBe(1);
      expect(await countOrdersOf(customer.uid)).toBe(1);
      expect(await soldOf(books)).toEqual(soldBefore.map((sold) => sold + 1));
    },
    CONCURRENCY_TIMEOUT_MS,
  );

  it(
    `${CONCURRENT_ORDERS} concurrent orders over the same ${PRICES.length} books are all placed and all counted`,
    async () => {
      // One customer each: one customer's orders beyond a few are refused by the limits.
      const shoppers = await Promise.all(
        Array.from({ length: CONCURRENT_ORDERS }, () =>
          signUpCustomer(uniqueEmail("orders-concurrent")),
        ),
      );
      const soldBefore = await soldOf(books);
      const orders = Array.from({ length: CONCURRENT_ORDERS }, (_, index) => booksOfOrder(index));
      const answers = await Promise.all(
        orders.map((ordered, index) =>
          postOrder(shoppers[index]?.idToken ?? "", validOrder(ordered.map((book) => book.id))),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(
        Array.from({ length: CONCURRENT_ORDERS }, () => 201),
      );
      expect(new Set(answers.map((answer) => answer.body._id)).size).toBe(CONCURRENT_ORDERS);
      expect(answers.map((answer) => answer.body.totalPrice)).toEqual(
        orders.map((ordered) =>
          (
            ordered.reduce((cents, book) => cents + Math.round(book.newPrice * 100), 0) / 100
          ).toFixed(2),
        ),
      );
      const counted = await Promise.all(shoppers.map((shopper) => countOrdersOf(shopper.uid)));
      expect(counted).toEqual(shoppers.map(() => 1));
      const timesOrdered = books.map(
        (book) => orders.filter((ordered) => ordered.includes(book)).length,
      );
      expect(timesOrdered).toEqual(
        books.map(() => (CONCURRENT_ORDERS * BOOKS_PER_ORDER) / books.length),
      );
      expect(await soldOf(books)).toEqual(
        soldBefore.map((sold, index) => sold + (timesOrdered[index] ?? 0)),
      );
    },
    CONCURRENCY_TIMEOUT_MS,
  );
});
