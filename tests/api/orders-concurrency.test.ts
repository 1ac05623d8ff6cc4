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
  type TestBook,
} from "../support/order-fixtures.ts";

const SAME_KEY_REQUESTS = 20;
const CONCURRENT_ORDERS = 50;
const CONCURRENCY_TIMEOUT_MS = 180_000;
const WARM_UP_TIMEOUT_MS = 300_000;

let books: TestBook[] = [];

beforeAll(async () => {
  books = await createTestBooks("concurrency", [9.99, 14.5, 0.99]);
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
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(SAME_KEY_REQUESTS - 1);
      expect(new Set(answers.map((answer) => answer.body._id)).size).toBe(1);
      expect(await countOrdersOf(customer.uid)).toBe(1);
      expect(await soldOf(books)).toEqual(soldBefore.map((sold) => sold + 1));
    },
    CONCURRENCY_TIMEOUT_MS,
  );

  it(
    `${CONCURRENT_ORDERS} concurrent orders of the same books are all placed and all counted`,
    async () => {
      const shopper = await signUpCustomer(uniqueEmail("orders-concurrent"));
      const ids = books.map((book) => book.id);
      const soldBefore = await soldOf(books);
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT_ORDERS }, () =>
          postOrder(shopper.idToken, validOrder(ids)),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(
        Array.from({ length: CONCURRENT_ORDERS }, () => 201),
      );
      expect(new Set(answers.map((answer) => answer.body._id)).size).toBe(CONCURRENT_ORDERS);
      expect(answers.every((answer) => answer.body.totalPrice === "25.48")).toBe(true);
      expect(await countOrdersOf(shopper.uid)).toBe(CONCURRENT_ORDERS);
      expect(await soldOf(books)).toEqual(soldBefore.map((sold) => sold + CONCURRENT_ORDERS));
    },
    CONCURRENCY_TIMEOUT_MS,
  );
});
