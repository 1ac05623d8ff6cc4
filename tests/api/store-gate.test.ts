import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import {
  STORE_CLOSING_RETRY_AFTER_SECONDS,
  STORE_GATE,
} from "@bookstore/shared/site/store-gate.ts";

import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import {
  storeGateRef,
  writeTicketsCollection,
} from "../../functions/src/lib/collections/system.ts";
import { subscriberId } from "../../functions/src/lib/subscriber-id.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import {
  countOrdersOf,
  createTestBooks,
  db,
  deleteTestBooks,
  postOrder,
  soldOf,
  validOrder,
  type TestBook,
  liftOrderLimits,
} from "../support/order-fixtures.ts";
import { clearClientRateLimits } from "../support/rate-limits.ts";
import { requestJson } from "../support/store.ts";

/**
 * The write gate `npm start` closes on Ctrl-C before the emulators save (scripts/lib/store-gate.mjs):
 * while it is closed the API acknowledges no write. The crash test shows it end to end.
 */
const gate = storeGateRef(db);

async function setClosing(closing: boolean): Promise<void> {
  await gate.set({ [STORE_GATE.field]: closing });
}

function postJson(path: string, body: unknown) {
  return requestJson<{ message: string }>(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

let customer: SignedInAccount;
let books: TestBook[] = [];

beforeAll(async () => {
  customer = await signUpCustomer(uniqueEmail("store-gate"));
  books = await createTestBooks("gate", [4.5, 7]);
});

afterAll(async () => {
  await setClosing(false);
  await deleteTestBooks(books);
});

describe("a closing store", () => {
  beforeEach(async () => {
    await clearClientRateLimits();
    await setClosing(true);
  });

  // Other test files run after this one against the same database: never leave it closed.
  afterEach(async () => {
    await setClosing(false);
  });

  it("refuses an order with 503, Retry-After and the message, and stores nothing", async () => {
    const soldBefore = await soldOf(books);
    const { status, headers, body } = await postOrder(
      customer.idToken,
      validOrder(books.map((book) => book.id)),
    );
    expect(status).toBe(503);
    expect(body).toEqual({ message: MESSAGES.storeClosing });
    expect(headers.get("Retry-After")).toBe(String(STORE_CLOSING_RETRY_AFTER_SECONDS));
    expect(await countOrdersOf(customer.uid)).toBe(0);
    expect(await soldOf(books)).toEqual(soldBefore);
  });

  it("refuses a contact message and a newsletter sign-up with 503 and stores neither", async () => {
    const text = `Closing ${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const contact = await postJson("/api/contact", {
      name: "Ada Reader",
      email: "ada@example.com",
      message: text,
    });
    expect(contact.status).toBe(503);
    expect(contact.body).toEqual({ message: MESSAGES.storeClosing });
    const stored = await messagesCollection(db).where("message", "==", text).get();
    expect(stored.size).toBe(0);

    const email = uniqueEmail("store-gate-newsletter");
    const signup = await postJson("/api/newsletter", { email });
    expect(signup.status).toBe(503);
    expect(signup.body).toEqual({ message: MESSAGES.storeClosing });
    const subscriber = await subscribersCollection(db).doc(subscriberId(email)).get();
    expect(subscriber.exists).toBe(false);
  });

  it("refuses every other write too, before anything else, and still answers reads", async () => {
    const createBook = await postJson("/api/books/create-book", {});
    expect(createBook.status).toBe(503);
    expect(createBook.body).toEqual({ message: MESSAGES.storeClosing });
    const books = await requestJson<unknown[]>("/api/books?limit=1");
    expect(books.status).toBe(200);
  });

  it("takes the order again once the gate opens", async () => {
    await setClosing(false);
    const { status } = await postOrder(customer.idToken, validOrder([books[0]?.id ?? ""]));
    expect(status).toBe(201);
    expect(await countOrdersOf(customer.uid)).toBe(1);
  });
});

describe("write tickets", () => {
  const tickets = writeTicketsCollection(db);

  it("are all released once the writes have answered, refused or not", async () => {
    await clearClientRateLimits();
    await liftOrderLimits(customer.uid);
    const orders = await Promise.all(
      Array.from({ length: 5 }, () =>
        postOrder(customer.idToken, validOrder([books[1]?.id ?? ""])),
      ),
    );
    await setClosing(true);
    const refused = await postOrder(customer.idToken, validOrder([books[1]?.id ?? ""]));
    await setClosing(false);
    expect(orders.map((order) => order.status)).toEqual([201, 201, 201, 201, 201]);
    expect(refused.status).toBe(503);
    // A ticket is deleted just after its answer is sent.
    await expect.poll(async () => (await tickets.count().get()).data().count).toBe(0);
  });
});
