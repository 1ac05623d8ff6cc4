import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { ORDER_LIMITS, ORDER_MESSAGES, type Order } from "@bookstore/shared/orders/order.ts";

import {
  bearer,
  signUpCustomer,
  signUpUnverifiedCustomer,
  uniqueEmail,
  type SignedInAccount,
} from "../support/auth-tokens.ts";
import { deleteMailTo, mailTo } from "../support/mail.ts";
import {
  countOrdersOf,
  createTestBooks,
  deleteTestBooks,
  postOrder,
  soldOf,
  validOrder,
  warmUpApi,
  WARM_UP_TIMEOUT_MS,
  type ErrorBody,
  type TestBook,
} from "../support/order-fixtures.ts";
import { requestJson } from "../support/store.ts";

/**
 * What a throwaway account cannot do with orders: order from an address nobody verified, hold
 * more than a few pending orders or place more than a few an hour, or read the orders stored
 * under an address by holding a token for it.
 */

const SIMULTANEOUS_ORDERS = 20;
const BURST_TIMEOUT_MS = 120_000;
const HOUR_SECONDS = 3600;

const adminAuth = getAuth(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));

let books: TestBook[] = [];
let bookIds: string[] = [];
const addresses: string[] = [];

function account(signUp: (email: string) => Promise<SignedInAccount>, label: string) {
  const email = uniqueEmail(label);
  addresses.push(email);
  return signUp(email);
}

function cancel(id: string, token: string) {
  return requestJson<Order & ErrorBody>(`/api/orders/${id}/cancel`, {
    method: "POST",
    headers: { ...bearer(token), "Content-Type": "application/json" },
    body: "{}",
  });
}

function ordersByEmail(email: string, token: string) {
  return requestJson<Order[] & ErrorBody>(`/api/orders/email/${encodeURIComponent(email)}`, {
    headers: bearer(token),
  });
}

/** A fresh ID token of the account, as the page gets after reloading the user. */
async function freshToken(email: string): Promise<string> {
  const { idToken } = await signInWithPassword(email);
  return idToken;
}

async function signInWithPassword(email: string): Promise<{ idToken: string }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "customer-password", returnSecureToken: true }),
    },
  );
  return (await response.json()) as { idToken: string };
}

beforeAll(async () => {
  books = await createTestBooks("abuse", [6.5, 9]);
  bookIds = books.map((book) => book.id);
});

afterAll(async () => {
  await deleteTestBooks(books);
  await Promise.all(addresses.map((email) => deleteMailTo(email)));
});

describe("ordering needs a verified e-mail address", () => {
  it("refuses an unverified account with 403, writing no order, no copy and no mail", async () => {
    const unverified = await account(signUpUnverifiedCustomer, "abuse-unverified");
    const soldBefore = await soldOf(books);
    const { status, body } = await postOrder(unverified.idToken, validOrder(bookIds));
    expect(status).toBe(403);
    expect(body).toEqual({ message: ACCESS_MESSAGES.verifyEmailFirst });
    expect(await countOrdersOf(unverified.uid)).toBe(0);
    expect(await mailTo(unverified.email)).toEqual([]);
    expect(await soldOf(books)).toEqual(soldBefore);
  });

  it("takes the order once the address is verified and a fresh token says so", async () => {
    const customer = await account(signUpUnverifiedCustomer, "abuse-verifies");
    await adminAuth.updateUser(customer.uid, { emailVerified: true });
    // The token from before the verification still says unverified.
    expect((await postOrder(customer.idToken, validOrder(bookIds))).status).toBe(403);
    const { status } = await postOrder(await freshToken(customer.email), validOrder(bookIds));
    expect(status).toBe(201);
    expect(await countOrdersOf(customer.uid)).toBe(1);
    expect(await mailTo(customer.email, "order-confirmation")).toHaveLength(1);
  });
});

describe("per-customer order limits", () => {
  let customer: SignedInAccount;
  const placed: Order[] = [];

  beforeAll(async () => {
    customer = await account(signUpCustomer, "abuse-limits");
    await warmUpApi(SIMULTANEOUS_ORDERS);
  }, WARM_UP_TIMEOUT_MS);

  it(
    `${SIMULTANEOUS_ORDERS} simultaneous orders of one customer place exactly ${ORDER_LIMITS.pendingPerCustomer}; the rest get 429 with Retry-After`,
    async () => {
      const soldBefore = await soldOf(books);
      const answers = await Promise.all(
        Array.from({ length: SIMULTANEOUS_ORDERS }, () =>
          postOrder(customer.idToken, validOrder(bookIds)),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([
        ...Array<number>(ORDER_LIMITS.pendingPerCustomer).fill(201),
        ...Array<number>(SIMULTANEOUS_ORDERS - ORDER_LIMITS.pendingPerCustomer).fill(429),
      ]);
      for (const answer of answers.filter((a) => a.status === 429)) {
        expect(answer.body).toEqual({ message: ORDER_MESSAGES.tooManyPending });
        expect(answer.headers.get("Retry-After")).toBe(String(HOUR_SECONDS));
      }
      placed.push(...answers.filter((a) => a.status === 201).map((a) => a.body));
      expect(await countOrdersOf(customer.uid)).toBe(ORDER_LIMITS.pendingPerCustomer);
      expect(await mailTo(customer.email, "order-confirmation")).toHaveLength(
        ORDER_LIMITS.pendingPerCustomer,
      );
      expect(await soldOf(books)).toEqual(
        soldBefore.map((sold) => sold + ORDER_LIMITS.pendingPerCustomer),
      );
    },
    BURST_TIMEOUT_MS,
  );

  it("cancelling a pending order frees its slot", async () => {
    const refused = await postOrder(customer.idToken, validOrder(bookIds));
    expect(refused.status).toBe(429);
    const [first] = placed.splice(0, 1);
    if (!first) throw new Error("no order was placed");
    expect((await cancel(first._id, customer.idToken)).status).toBe(200);
    const { status, body } = await postOrder(customer.idToken, validOrder(bookIds));
    expect(status).toBe(201);
    placed.push(body);
    expect(await countOrdersOf(customer.uid)).toBe(ORDER_LIMITS.pendingPerCustomer + 1);
  });

  it(`the hour's order after ${ORDER_LIMITS.perHour} gets 429 with Retry-After, even with no order pending`, async () => {
    for (const order of placed.splice(0)) {
      expect((await cancel(order._id, customer.idToken)).status).toBe(200);
    }
    let placedThisHour = ORDER_LIMITS.pendingPerCustomer + 1;
    while (placedThisHour < ORDER_LIMITS.perHour) {
      expect((await postOrder(customer.idToken, validOrder(bookIds))).status).toBe(201);
      placedThisHour += 1;
    }
    const soldBefore = await soldOf(books);
    const { status, headers, body } = await postOrder(customer.idToken, validOrder(bookIds));
    expect(status).toBe(429);
    expect(body.message).toMatch(
      /^You have placed 10 orders in the last hour\. Please try again in \d+ minutes\.$/,
    );
    const retryAfter = Number(headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(HOUR_SECONDS - 120);
    expect(retryAfter).toBeLessThanOrEqual(HOUR_SECONDS);
    expect(await countOrdersOf(customer.uid)).toBe(ORDER_LIMITS.perHour);
    expect(await soldOf(books)).toEqual(soldBefore);
  });

  it("another customer is not held back by this one's limits", async () => {
    const other = await account(signUpCustomer, "abuse-limits-other");
    expect((await postOrder(other.idToken, validOrder(bookIds))).status).toBe(201);
  });
});

describe("a customer's orders are found by their account, not by an address", () => {
  it("an account holding a token for an address sees none of another account's orders under it", async () => {
    const first = await account(signUpCustomer, "abuse-address");
    const { status, body: order } = await postOrder(first.idToken, validOrder(bookIds));
    expect(status).toBe(201);
    expect(order.email).toBe(first.email);
    // The first account moves to another address; a new account then registers the old one.
    const moved = uniqueEmail("abuse-address-moved");
    await adminAuth.updateUser(first.uid, { email: moved, emailVerified: true });
    const second = await signUpUnverifiedCustomer(first.email);
    // An address the account has not verified finds nothing at all.
    const listed = await ordersByEmail(first.email, second.idToken);
    expect(listed.status).toBe(403);
    expect(listed.body).toEqual({ message: ORDER_MESSAGES.ownOrdersOnly });
    // The order stays the first account's, listed under the address it has now.
    const own = await ordersByEmail(moved, await freshToken(moved));
    expect(own.status).toBe(200);
    expect(own.body.map((listedOrder) => listedOrder._id)).toEqual([order._id]);
  });

  it("a customer still gets 403 for another address", async () => {
    const customer = await account(signUpCustomer, "abuse-lookup");
    const { status, body } = await ordersByEmail("someone-else@example.com", customer.idToken);
    expect(status).toBe(403);
    expect(body).toEqual({ message: ORDER_MESSAGES.ownOrdersOnly });
  });
});
