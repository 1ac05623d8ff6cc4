import { createHash } from "node:crypto";

import { FieldValue, Timestamp, type CollectionReference } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminsCollection } from "../../functions/src/lib/collections/admins.ts";
import { booksCollection, type StoredBook } from "../../functions/src/lib/collections/books.ts";
import { recommendedStartRef } from "../../functions/src/lib/collections/catalogue.ts";
import { coversCollection } from "../../functions/src/lib/collections/covers.ts";
import { customersCollection } from "../../functions/src/lib/collections/customers.ts";
import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { ordersCollection, type StoredOrder } from "../../functions/src/lib/collections/orders.ts";
import { countersCollection } from "../../functions/src/lib/collections/rate-limits.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { versesCollection } from "../../functions/src/lib/collections/verses.ts";
import { bookSearchTerms } from "../../functions/src/shared/book-search.ts";
import type { Book } from "../../functions/src/shared/book.ts";
import { COLLECTIONS } from "../../functions/src/shared/collections.ts";
import type { Order } from "../../functions/src/shared/order.ts";
import { FUNCTIONS_URL } from "../../scripts/lib/paths.mjs";
import { adminDb, adminIdToken, signedInSecondsAgo } from "../support/admin-session.ts";
import { bearer, signUpCustomer, type SignedInAccount } from "../support/auth-tokens.ts";
import { STORE_URL } from "../support/store.ts";

import {
  FIXTURE,
  HOSTILE_CASES,
  MARKERS,
  RUN,
  type AnsweredBy,
  type Caller,
  type HostileCase,
} from "./hostile-cases/index.ts";

/**
 * Hostile input: a table of malformed and hostile requests to every API endpoint
 * (tests/api/hostile-cases/). Each must be answered 4xx with a JSON `{message}` by our app,
 * none 5xx; the few that the platform answers before the app runs are asserted apart. Then
 * HTML and script payloads that are valid input must come back verbatim, as inert text. The
 * database the API writes must be as it was before the file ran.
 */

/** Every collection the API writes; loginAttempts and rateLimits are counters, compared apart. */
const WRITTEN_COLLECTIONS: readonly CollectionReference[] = [
  booksCollection(adminDb),
  ordersCollection(adminDb),
  customersCollection(adminDb),
  messagesCollection(adminDb),
  subscribersCollection(adminDb),
  coversCollection(adminDb),
  adminsCollection(adminDb),
  versesCollection(adminDb),
  recommendedStartRef(adminDb).parent,
];

/** The per-client counters of POST /api/contact and /api/newsletter. */
const RATE_LIMITS = countersCollection(adminDb, COLLECTIONS.rateLimits);
const LOGIN_ATTEMPTS = countersCollection(adminDb, COLLECTIONS.loginAttempts);

type Snapshot = Record<string, Record<string, string>>;

/** JSON with every object's keys sorted: a field rewritten with the same value is no change. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function digest(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

/** Collection -> document id -> a digest of the document's data. */
async function snapshotDatabase(): Promise<Snapshot> {
  const entries = await Promise.all(
    WRITTEN_COLLECTIONS.map(async (collection) => {
      const documents = await collection.get();
      return [
        collection.id,
        Object.fromEntries(documents.docs.map((doc) => [doc.id, digest(doc.data())])),
      ];
    }),
  );
  return Object.fromEntries(entries) as Snapshot;
}

/** What differs between two snapshots, per collection: {} when nothing does. */
function differences(before: Snapshot, after: Snapshot): Record<string, object> {
  const found: Record<string, object> = {};
  for (const { id: name } of WRITTEN_COLLECTIONS) {
    const was = before[name] ?? {};
    const now = after[name] ?? {};
    const added = Object.keys(now).filter((id) => !(id in was));
    const removed = Object.keys(was).filter((id) => !(id in now));
    const changed = Object.keys(now).filter((id) => id in was && was[id] !== now[id]);
    if (added.length + removed.length + changed.length > 0) {
      found[name] = { added, removed, changed };
    }
  }
  return found;
}

async function deleteAll(collection: CollectionReference): Promise<void> {
  const documents = await collection.listDocuments();
  await Promise.all(documents.map((doc) => doc.delete()));
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** An unsigned ID token with `admin: true` for a user the Auth emulator has never seen. */
function forgedAdminToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: "https://securetoken.google.com/demo-bookstore",
    aud: "demo-bookstore",
    sub: `forged-${RUN}`,
    user_id: `forged-${RUN}`,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    admin: true,
    firebase: { identities: {}, sign_in_provider: "custom" },
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
}

const OTHER_CUSTOMER = { uid: `someone-else-${RUN}`, email: `someone-else-${RUN}@example.com` };
const LONG_AGO = Timestamp.fromDate(new Date("2001-01-01T00:00:00Z"));

async function createFixtures(): Promise<void> {
  const book: StoredBook = {
    title: "Hostile input fixture",
    author: "",
    description: "Exists only while tests/api/hostile-input.test.ts runs.",
    category: "fiction",
    coverImage: "",
    newPrice: 3.5,
    oldPrice: 4,
    trending: false,
    sold: 0,
    searchTerms: bookSearchTerms("Hostile input fixture", ""),
    createdAt: LONG_AGO,
    updatedAt: LONG_AGO,
  };
  const order: StoredOrder = {
    uid: OTHER_CUSTOMER.uid,
    name: "Someone Else",
    email: OTHER_CUSTOMER.email,
    phone: "+1 (541) 555-0199",
    address: { city: "Springfield", country: "United States", state: "Oregon", zipcode: "97477" },
    productIds: [FIXTURE.bookId],
    items: [{ bookId: FIXTURE.bookId, title: book.title, unitPriceCents: 350 }],
    totalPrice: "3.50",
    totalCents: 350,
    status: "delivered",
    paymentMethod: "cash-on-delivery",
    createdAt: LONG_AGO,
  };
  await booksCollection(adminDb).doc(FIXTURE.bookId).create(book);
  await ordersCollection(adminDb).doc(FIXTURE.orderId).create(order);
}

let customer: SignedInAccount | undefined;
let tokens: Record<Exclude<Caller, "none">, string>;
let before: Snapshot;

beforeAll(async () => {
  await deleteAll(RATE_LIMITS);
  const [account, admin] = await Promise.all([
    signUpCustomer(FIXTURE.customerEmail),
    adminIdToken(),
  ]);
  customer = account;
  tokens = {
    customer: account.idToken,
    admin,
    expiredAdmin: signedInSecondsAgo(admin, 7200),
    bogus: "not.a.token",
    forged: forgedAdminToken(),
  };
  await createFixtures();
  before = await snapshotDatabase();
});

/** The usernames the login cases send, as the API counts them (trimmed, lower-case). */
function loginUsernames(): string[] {
  return HOSTILE_CASES.filter((entry) => entry.endpoint === "POST /api/auth/admin").flatMap(
    (entry) => {
      const json: unknown = entry.json;
      if (typeof json !== "object" || json === null || !("username" in json)) return [];
      return typeof json.username === "string" ? [json.username.trim().toLowerCase()] : [];
    },
  );
}

afterAll(async () => {
  const orders = ordersCollection(adminDb);
  const messages = messagesCollection(adminDb);
  const uid = customer?.uid ?? `no-customer-${RUN}`;
  const strayOrders = await orders.where("uid", "==", uid).get();
  const strayMessages = await messages
    .where("message", "in", [MARKERS.urlencodedContact, MARKERS.invalidUtf8Contact])
    .get();
  const loginAttempts = loginUsernames().map((username) =>
    LOGIN_ATTEMPTS.doc(createHash("sha256").update(`admin-login:${username}`).digest("hex")),
  );
  await Promise.all([
    booksCollection(adminDb).doc(FIXTURE.bookId).delete(),
    orders.doc(FIXTURE.orderId).delete(),
    ...strayOrders.docs.map((doc) => doc.ref.delete()),
    customersCollection(adminDb).doc(uid).delete(),
    ...strayMessages.docs.map((doc) => doc.ref.delete()),
    subscribersCollection(adminDb).doc(subscriberId(MARKERS.urlencodedSubscriber)).delete(),
    ...loginAttempts.map((ref) => ref.delete()),
  ]);
  await deleteAll(RATE_LIMITS);
});

function subscriberId(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

async function send(entry: HostileCase): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (entry.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(entry.json);
  } else if (entry.raw !== undefined) {
    headers["Content-Type"] = entry.contentType ?? "application/json";
    body = typeof entry.raw === "string" ? entry.raw : new Uint8Array(entry.raw());
  }
  const caller = entry.caller ?? "none";
  if (caller !== "none") Object.assign(headers, bearer(tokens[caller]));
  Object.assign(headers, entry.headers);
  const base = entry.direct ? FUNCTIONS_URL : STORE_URL;
  const response = await fetch(`${base}${entry.path}`, { method: entry.method, headers, body });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text: await response.text(),
  };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const tally: { answeredBy: AnsweredBy; status: number }[] = [];

describe("hostile and malformed requests", () => {
  it("has at least 150 cases, covering every endpoint", () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(150);
    const endpoints = new Set(HOSTILE_CASES.map((entry) => entry.endpoint));
    for (const endpoint of [
      "GET /api/books",
      "GET /api/books/:id",
      "POST /api/books/create-book",
      "PUT /api/books/edit/:id",
      "DELETE /api/books/:id",
      "POST /api/covers",
      "GET /covers/:file",
      "POST /api/orders",
      "GET /api/orders/email/:email",
      "GET /api/orders",
      "PATCH /api/orders/:id/status",
      "POST /api/contact",
      "GET /api/contact",
      "POST /api/newsletter",
      "GET /api/newsletter",
      "POST /api/auth/admin",
      "POST /api/auth/admin/logout",
      "POST /api/auth/logout",
      "GET /api/admin",
      "GET /api/slok",
      "GET /api/slok/:chapter/:verse",
      "unknown /api paths",
    ]) {
      expect(endpoints, endpoint).toContain(endpoint);
    }
  });

  it.each(HOSTILE_CASES)("$endpoint: $name", async (entry) => {
    const answeredBy = entry.answeredBy ?? "app";
    const answer = await send(entry);
    tally.push({ answeredBy, status: answer.status });
    const seen = `${entry.method} ${entry.path.slice(0, 120)} answered ${answer.status} ${answer.contentType}: ${answer.text.slice(0, 200)}`;
    const statuses = typeof entry.status === "number" ? [entry.status] : entry.status;
    expect(statuses, seen).toContain(answer.status);
    expect(answer.status, seen).toBeGreaterThanOrEqual(400);
    expect(answer.status, seen).toBeLessThan(500);
    if (answeredBy !== "app") return;

    expect(answer.contentType, seen).toMatch(/^application\/json\b/);
    const body = parsed(answer.text);
    expect(body, seen).toEqual({ message: expect.any(String) as unknown });
    const { message } = body as { message: string };
    expect(message.trim(), seen).not.toBe("");
    if (typeof entry.message === "string") expect(message, seen).toBe(entry.message);
    else if (entry.message) expect(message, seen).toMatch(entry.message);
  });
});

/** The customer signed up before the table (beforeAll). */
function shopper(): SignedInAccount {
  if (customer === undefined) throw new Error("the customer was not signed up");
  return customer;
}

describe("HTML and script payloads that are valid input are stored as inert text", () => {
  beforeAll(async () => {
    await deleteAll(RATE_LIMITS);
  });

  it("a book the admin titles <img src=x onerror=alert(1)> comes back as exactly that text", async () => {
    const input = {
      title: "<img src=x onerror=alert(1)>",
      author: '"><svg onload=alert(1)>',
      description: `<script>alert("${RUN}")</script> & <b>bold</b>`,
      category: "fiction",
      oldPrice: 2,
      newPrice: 1,
    };
    const created = await fetch(`${STORE_URL}/api/books/create-book`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(tokens.admin) },
      body: JSON.stringify(input),
    });
    const book = (await created.json()) as Book;
    expect(created.status).toBe(201);
    try {
      const read = await fetch(`${STORE_URL}/api/books/${book._id}`);
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({
        title: input.title,
        author: input.author,
        description: input.description,
      });

      // The store draws a cover with the title on it: the markup must be escaped in the SVG.
      const cover = await fetch(`${STORE_URL}/covers/${book.coverImage}`);
      const svg = await cover.text();
      expect(cover.status).toBe(200);
      expect(svg).not.toContain("<img");
      expect(svg).not.toContain("<svg onload");
      expect(svg).toContain("&lt;img src=x onerror=alert(1)&gt;");
    } finally {
      const deleted = await fetch(`${STORE_URL}/api/books/${book._id}`, {
        method: "DELETE",
        headers: bearer(tokens.admin),
      });
      expect(deleted.status).toBe(200);
    }
    expect((await booksCollection(adminDb).doc(book._id).get()).exists).toBe(false);
    const coverDoc = await coversCollection(adminDb).doc(book.coverImage).get();
    expect(coverDoc.exists).toBe(false);
  });

  it("a contact message with a <script> is stored and listed verbatim", async () => {
    const input = {
      name: "<b onmouseover=alert(1)>Eve</b>",
      email: "eve@example.com",
      message: `<script>alert(document.cookie)</script> ${RUN}`,
    };
    const posted = await fetch(`${STORE_URL}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(input),
    });
    expect(posted.status).toBe(201);
    const stored = await messagesCollection(adminDb).where("message", "==", input.message).get();
    try {
      expect(stored.size).toBe(1);
      expect(stored.docs[0]?.data()).toMatchObject(input);
      const listed = await fetch(`${STORE_URL}/api/contact?limit=20`, {
        headers: bearer(tokens.admin),
      });
      expect(listed.status).toBe(200);
      const entries = (await listed.json()) as { name: string; message: string }[];
      expect(entries.find((entry) => entry.message === input.message)).toMatchObject({
        name: input.name,
        message: input.message,
      });
    } finally {
      await Promise.all(stored.docs.map((doc) => doc.ref.delete()));
    }
  });

  it.each([
    "<script>alert(1)</script>@example.com",
    '"><svg/onload=alert(1)>@example.com',
    "eve@example.com<img src=x onerror=alert(1)>",
  ])("the newsletter refuses the address %s", async (email) => {
    const posted = await fetch(`${STORE_URL}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(posted.status).toBe(400);
    expect(await posted.json()).toEqual({
      message: "email: Please provide a valid email address.",
    });
  });

  it("a quote-breaking but valid address (o'reilly-…@example.com) is stored verbatim", async () => {
    const email = `o'reilly-${RUN}@example.com`;
    const posted = await fetch(`${STORE_URL}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    const ref = subscribersCollection(adminDb).doc(subscriberId(email));
    try {
      expect(posted.status).toBe(201);
      expect((await ref.get()).get("email")).toBe(email);
    } finally {
      await ref.delete();
    }
  });

  it("an order whose name and city hold markup is stored and listed verbatim", async () => {
    const input = {
      name: "<img src=x onerror=alert(1)><script>alert(1)</script>",
      phone: "+1 (541) 555-0100",
      address: {
        city: '"><svg onload=alert(1)>',
        country: "United States",
        state: "Oregon",
        zipcode: "97477",
      },
      productIds: [FIXTURE.bookId],
    };
    const { uid, email, idToken } = shopper();
    const customers = customersCollection(adminDb).doc(uid);
    const customerBefore = (await customers.get()).data();
    const placed = await fetch(`${STORE_URL}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(idToken) },
      body: JSON.stringify(input),
    });
    const order = (await placed.json()) as Order;
    try {
      expect(placed.status).toBe(201);
      expect(order.name).toBe(input.name);
      const listed = await fetch(`${STORE_URL}/api/orders/email/${encodeURIComponent(email)}`, {
        headers: bearer(idToken),
      });
      expect(listed.status).toBe(200);
      const orders = (await listed.json()) as Order[];
      expect(orders.find((entry) => entry._id === order._id)).toMatchObject({
        name: input.name,
        address: input.address,
      });
    } finally {
      if (placed.status === 201) {
        await ordersCollection(adminDb).doc(order._id).delete();
        await booksCollection(adminDb)
          .doc(FIXTURE.bookId)
          .update({ sold: FieldValue.increment(-1) });
        await (customerBefore === undefined ? customers.delete() : customers.set(customerBefore));
      }
    }
  });
});

describe("afterwards", () => {
  it("the database is as it was before the hostile requests", async () => {
    expect(differences(before, await snapshotDatabase())).toEqual({});
  });

  it("no request of the table was answered 5xx", () => {
    const count = (group: AnsweredBy) => tally.filter((entry) => entry.answeredBy === group).length;
    console.info(
      `hostile input: ${tally.length} requests; app ${count("app")}, runtime ${count("runtime")}, hosting ${count("hosting")}; 5xx ${tally.filter((entry) => entry.status >= 500).length}`,
    );
    expect(tally.filter((entry) => entry.status >= 500)).toEqual([]);
  });
});
