import { getAuth } from "firebase-admin/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { waitPastSignInSecond } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import {
  countOrders,
  countOrdersOf,
  createTestBooks,
  deleteTestBooks,
  postOrder,
  soldOf,
  validOrder,
  type TestBook,
} from "../support/order-fixtures.ts";
import { requestJson, STORE_URL } from "../support/store.ts";

/**
 * POST /api/orders refused: without a valid sign-in, with a malformed body, or with another
 * method. Each answer is a JSON 4xx (the runtime's own for unparsable JSON), and no order is
 * written and no book's sales count moves.
 */

let customer: SignedInAccount;
let books: TestBook[] = [];
let bookIds: string[] = [];

beforeAll(async () => {
  customer = await signUpCustomer(uniqueEmail("orders-refused"));
  books = await createTestBooks("refused", [4.5, 12]);
  bookIds = books.map((book) => book.id);
});

afterAll(async () => {
  await deleteTestBooks(books);
});

describe("POST /api/orders without a valid sign-in", () => {
  it.each([
    ["no Authorization header", null, {}],
    ["a garbage token", "not-a-token", {}],
    ["an empty bearer token", null, { Authorization: "Bearer " }],
    ["another scheme", null, { Authorization: "Basic YWRhOnNlY3JldA==" }],
  ])("answers %s with 401 and writes nothing", async (_label, token, headers) => {
    const ordersBefore = await countOrders();
    const { status, body } = await postOrder(token, validOrder(bookIds), headers);
    expect(status).toBe(401);
    expect(body).toEqual({ message: "Please sign in to continue." });
    expect(await countOrders()).toBe(ordersBefore);
  });

  it("answers a revoked token with 401", async () => {
    const revoked = await signUpCustomer(uniqueEmail("orders-revoked"));
    await waitPastSignInSecond(revoked.idToken);
    await getAuth().revokeRefreshTokens(revoked.uid);
    const { status, body } = await postOrder(revoked.idToken, validOrder(bookIds));
    expect(status).toBe(401);
    expect(body).toEqual({ message: "Please sign in to continue." });
    expect(await countOrdersOf(revoked.uid)).toBe(0);
  });
});

async function postText(body: string, contentType: string) {
  const response = await fetch(`${STORE_URL}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": contentType, Authorization: `Bearer ${customer.idToken}` },
    body,
  });
  return { status: response.status, text: await response.text() };
}

const tooManyIds = Array.from({ length: 31 }, (_, index) => `book-${index}`);

describe("POST /api/orders with a malformed request", () => {
  // Validation comes before any book is read, so these ids need not exist.
  const valid = () => validOrder(["some-book", "another-book"]);
  const cases: [string, unknown, number, string, Record<string, string>?][] = [
    ["an array body", [valid()], 400, "The request body must be a JSON object."],
    ["a missing name", { ...valid(), name: undefined }, 400, "name: is required"],
    ["a blank name", { ...valid(), name: "   " }, 400, "name: is required"],
    ["a name that is a number", { ...valid(), name: 42 }, 400, "name: must be text"],
    [
      "a name over three lines",
      { ...valid(), name: "Eve\n\nURGENT: call 555" },
      400,
      "name: must be on one line",
    ],
    [
      "a street over two lines",
      { ...valid(), address: { ...valid().address, street: "1 Main St\nP.S. call me" } },
      400,
      "address.street: must be on one line",
    ],
    [
      "a 10,000-character name",
      { ...valid(), name: "n".repeat(10_000) },
      400,
      "name: must be at most 100 characters",
    ],
    [
      "a phone with letters",
      { ...valid(), phone: "CALL-ME-NOW" },
      400,
      "phone: may hold only digits, spaces, +, -, ( and )",
    ],
    [
      "a phone of four digits",
      { ...valid(), phone: "(12) 34" },
      400,
      "phone: must have at least 5 digits",
    ],
    ["a missing address", { ...valid(), address: undefined }, 400, "address: is required"],
    [
      "an address that is a string",
      { ...valid(), address: "1 Main St" },
      400,
      "address: must be an object with city, country, state and zipcode",
    ],
    [
      "an address without a city",
      { ...valid(), address: { country: "US", state: "OR", zipcode: "97477" } },
      400,
      "address.city: is required",
    ],
    [
      "a 21-character zipcode",
      { ...valid(), address: { ...valid().address, zipcode: "9".repeat(21) } },
      400,
      "address.zipcode: must be at most 20 characters",
    ],
    [
      "an extra address field",
      { ...valid(), address: { ...valid().address, planet: "Earth" } },
      400,
      'address: Unrecognized key: "planet"',
    ],
    ["an extra field", { ...valid(), status: "delivered" }, 400, 'Unrecognized key: "status"'],
    [
      "a __proto__ key",
      `{"__proto__":{"admin":true},${JSON.stringify(valid()).slice(1)}`,
      400,
      'Unrecognized key: "__proto__"',
    ],
    [
      "missing productIds",
      { ...valid(), productIds: undefined },
      400,
      "productIds: must be a list of book ids",
    ],
    [
      "productIds that is a string",
      { ...valid(), productIds: "a,b" },
      400,
      "productIds: must be a list of book ids",
    ],
    [
      "empty productIds",
      { ...valid(), productIds: [] },
      400,
      "productIds: must list at least one book",
    ],
    [
      "31 productIds",
      { ...valid(), productIds: tooManyIds },
      400,
      "productIds: can list at most 30 books",
    ],
    [
      "a repeated book",
      { ...valid(), productIds: ["some-book", "another-book", "some-book"] },
      400,
      "productIds: must not repeat a book",
    ],
    [
      "a book id with a slash",
      { ...valid(), productIds: ["../admins/x"] },
      400,
      "productIds.0: must be a book id",
    ],
    [
      "a book id that is a number",
      { ...valid(), productIds: [7] },
      400,
      "productIds.0: must be a book id",
    ],
    ["an email that is a number", { ...valid(), email: 7 }, 400, "email: must be text"],
    ...["-20.29", "NaN", "Infinity", "20.290", "20.3", "1e3", "", "12345678901.00"].map(
      (totalPrice): [string, unknown, number, string] => [
        `totalPrice ${JSON.stringify(totalPrice)}`,
        { ...valid(), totalPrice },
        400,
        "totalPrice: must be dollars with 2 decimals, like 12.50",
      ],
    ),
    [
      "a numeric totalPrice",
      { ...valid(), totalPrice: 20.29 },
      400,
      "totalPrice: must be dollars with 2 decimals, like 12.50",
    ],
    ...["short", "has spaces in it", "semi;colon;key", "k".repeat(129)].map(
      (key): [string, unknown, number, string, Record<string, string>] => [
        `an Idempotency-Key of ${JSON.stringify(key.slice(0, 20))}`,
        valid(),
        400,
        "Idempotency-Key: must be 8 to 128 letters, digits, - or _",
        { "Idempotency-Key": key },
      ],
    ),
    [
      "a 2,000-character name",
      { ...valid(), name: "n".repeat(2000) },
      400,
      "name: must be at most 100 characters",
    ],
    [
      "a 200,000-character name (over the 100 KB body limit)",
      { ...valid(), name: "n".repeat(200_000) },
      413,
      MESSAGES.bodyTooLarge,
    ],
  ];

  it("covers at least 15 kinds of bad input", () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
  });

  it.each(cases)(
    "answers %s with a JSON 4xx naming the problem and writes nothing",
    async (_label, input, expectedStatus, message, headers = {}) => {
      const ordersBefore = await countOrders();
      const soldBefore = await soldOf(books);
      const {
        status,
        headers: answerHeaders,
        body,
      } = await postOrder(customer.idToken, input, headers);
      expect(status).toBe(expectedStatus);
      expect(answerHeaders.get("content-type")).toMatch(/application\/json/);
      expect(body).toEqual({ message });
      expect(await countOrders()).toBe(ordersBefore);
      expect(await soldOf(books)).toEqual(soldBefore);
    },
  );

  // The Functions runtime parses JSON before the app runs and answers these itself (not as JSON).
  it.each(["{name:", '"an order"', "null", "42"])(
    "answers the unparsable or non-object body %s with a 400 and writes nothing",
    async (input) => {
      const ordersBefore = await countOrders();
      const { status } = await postText(input, "application/json");
      expect(status).toBe(400);
      expect(await countOrders()).toBe(ordersBefore);
    },
  );

  it("answers a body sent as text/plain with a 415", async () => {
    const ordersBefore = await countOrders();
    const { status, text } = await postText(JSON.stringify(validOrder(bookIds)), "text/plain");
    expect(status).toBe(415);
    expect(JSON.parse(text)).toEqual({ message: MESSAGES.jsonBodyRequired });
    expect(await countOrders()).toBe(ordersBefore);
  });
});

describe("/api/orders methods", () => {
  // GET /api/orders is the admin's list of every order (tests/api/admin-orders.test.ts).
  it.each(["PUT", "PATCH", "DELETE"])("answers %s /api/orders with a 405", async (method) => {
    const { status, body } = await requestJson<{ message: string }>("/api/orders", { method });
    expect(status).toBe(405);
    expect(body).toEqual({ message: "Method not allowed" });
  });

  it("answers POST /api/orders/email/:email with a 405", async () => {
    const { status, body } = await requestJson<{ message: string }>(
      `/api/orders/email/${encodeURIComponent(customer.email)}`,
      { method: "POST" },
    );
    expect(status).toBe(405);
    expect(body).toEqual({ message: "Method not allowed" });
  });
});
