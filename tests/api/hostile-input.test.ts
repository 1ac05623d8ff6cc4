import { createHash } from "node:crypto";

import type { CollectionReference } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { loginPairKey } from "../../functions/src/auth/login-lockout.ts";
import { deleteStockShards } from "../../functions/src/lib/book-stock.ts";
import { adminsCollection } from "../../functions/src/lib/collections/admins.ts";
import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { recommendedStartRef } from "../../functions/src/lib/collections/catalogue.ts";
import { coversCollection } from "../../functions/src/lib/collections/covers.ts";
import { customersCollection } from "../../functions/src/lib/collections/customers.ts";
import { loginAttemptsCollection } from "../../functions/src/lib/collections/login-attempts.ts";
import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";
import { countersCollection } from "../../functions/src/lib/collections/rate-limits.ts";
import { reviewsCollection } from "../../functions/src/lib/collections/reviews.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { versesCollection } from "../../functions/src/lib/collections/verses.ts";
import { subscriberId } from "../../functions/src/lib/subscriber-id.ts";
import { FUNCTIONS_URL } from "../../scripts/lib/paths.mjs";
import { adminDb, adminIdToken, signedInSecondsAgo } from "../support/admin-session.ts";
import {
  bearer,
  signUpCustomer,
  signUpUnverifiedCustomer,
  type SignedInAccount,
} from "../support/auth-tokens.ts";
import { FILE_CLIENT, ROUTES, testClient } from "../support/client-addresses.ts";
import {
  deleteAll,
  snapshotCollections,
  snapshotDifferences,
  type DatabaseSnapshot,
} from "../support/database-snapshot.ts";
import { stockRollUpsSettled } from "../support/stock-rollups.ts";
import { STORE_URL } from "../support/store.ts";

import { createFixtureDocuments, forgedAdminToken } from "./hostile-cases/fixture-documents.ts";
import {
  entriesRefusingSomeone,
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
 * none 5xx; the few that the platform answers before the app runs are asserted apart. The
 * database the API writes must be as it was before the file ran. Markup that is valid input is
 * tested in hostile-markup.test.ts.
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
  reviewsCollection(adminDb),
  recommendedStartRef(adminDb).parent,
];

/** The per-client counters of POST /api/contact and /api/newsletter. */
const RATE_LIMITS = countersCollection(adminDb, COLLECTIONS.rateLimits);
const LOGIN_ATTEMPTS = loginAttemptsCollection(adminDb);

let customer: SignedInAccount | undefined;
let tokens: Record<Exclude<Caller, "none">, string>;
let before: DatabaseSnapshot;

beforeAll(async () => {
  await deleteAll(RATE_LIMITS);
  const [account, unverified, admin] = await Promise.all([
    signUpCustomer(FIXTURE.customerEmail),
    signUpUnverifiedCustomer(FIXTURE.unverifiedEmail),
    adminIdToken(),
  ]);
  customer = account;
  tokens = {
    customer: account.idToken,
    staleCustomer: signedInSecondsAgo(account.idToken, 3600),
    unverifiedCustomer: unverified.idToken,
    admin,
    expiredAdmin: signedInSecondsAgo(admin, 7200),
    bogus: "not.a.token",
    forged: forgedAdminToken(),
  };
  await createFixtureDocuments();
  await stockRollUpsSettled(adminDb, [FIXTURE.bookId]);
  before = await snapshotCollections(WRITTEN_COLLECTIONS);
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
  // Each login case came from a client of its own (send), or from the one its headers name.
  const clients = [FILE_CLIENT, ...loginClients];
  const loginAttempts = loginUsernames().flatMap((username) =>
    clients.map((client) =>
      LOGIN_ATTEMPTS.doc(createHash("sha256").update(loginPairKey(client, username)).digest("hex")),
    ),
  );
  await Promise.all([
    booksCollection(adminDb).doc(FIXTURE.bookId).delete(),
    deleteStockShards(adminDb, FIXTURE.bookId),
    orders.doc(FIXTURE.orderId).delete(),
    ...strayOrders.docs.map((doc) => doc.ref.delete()),
    customersCollection(adminDb).doc(uid).delete(),
    ...strayMessages.docs.map((doc) => doc.ref.delete()),
    subscribersCollection(adminDb).doc(subscriberId(MARKERS.urlencodedSubscriber)).delete(),
    ...loginAttempts.map((ref) => ref.delete()),
  ]);
  await deleteAll(RATE_LIMITS);
});

/** The client addresses the admin login cases were sent from. */
const loginClients: string[] = [];

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
  // Each case comes from a client of its own, as the many visitors it stands for would: the
  // declared per-client limits count every call, so one client's table would soon be a 429.
  const client = testClient();
  if (entry.endpoint === "POST /api/auth/admin") loginClients.push(client);
  Object.assign(headers, ROUTES[entry.direct ? "direct" : "hosting"].headers(client));
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
      "POST /api/orders/ship",
      "GET /api/admin/packing-slips",
      "GET /api/admin/orders/export",
      "GET /api/admin/books/export",
      "POST /api/contact",
      "GET /api/contact",
      "POST /api/newsletter",
      "GET /api/newsletter",
      "POST /api/newsletter/unsubscribe",
      "POST /api/stock-alerts",
      "POST /api/stock-alerts/stop",
      "POST /api/orders/cancel-link",
      "POST /api/admin/collection-points",
      "PUT /api/admin/collection-points/:id",
      "DELETE /api/admin/collection-points/:id",
      "POST /api/orders/:id/collect",
      "GET /api/books/:id/reviews",
      "POST /api/books/:id/reviews",
      "GET /api/books/:id/reviews/mine",
      "PUT /api/books/:id/reviews/mine",
      "DELETE /api/books/:id/reviews/mine",
      "POST /api/books/:id/reviews/:reviewId/helpful",
      "GET /api/admin/reviews",
      "PATCH /api/admin/reviews/:id",
      "GET /api/admin/mail",
      "POST /api/auth/admin",
      "POST /api/auth/admin/logout",
      "POST /api/auth/logout",
      "POST /api/account/password",
      "GET /api/admin",
      "GET /api/admin/books",
      "POST /api/admin/books/import",
      "GET /api/slok",
      "GET /api/slok/:chapter/:verse",
      "unknown /api paths",
      "GET page addresses",
      "GET /covers/png/:file",
      "outside the contract: sitemaps and pages",
      ...entriesRefusingSomeone(),
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
    if (answeredBy === "pages") {
      expect(answer.contentType, seen).toMatch(/^text\/html\b/);
      expect(answer.text, seen).toContain('<meta name="robots" content="noindex" />');
    }
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

describe("afterwards", () => {
  it("the database is as it was before the hostile requests", async () => {
    await stockRollUpsSettled(adminDb, [FIXTURE.bookId]);
    expect(snapshotDifferences(before, await snapshotCollections(WRITTEN_COLLECTIONS))).toEqual({});
  });

  it("no request of the table was answered 5xx", () => {
    const count = (group: AnsweredBy) => tally.filter((entry) => entry.answeredBy === group).length;
    console.info(
      `hostile input: ${tally.length} requests; app ${count("app")}, runtime ${count("runtime")}, hosting ${count("hosting")}, pages ${count("pages")}; 5xx ${tally.filter((entry) => entry.status >= 500).length}`,
    );
    expect(tally.filter((entry) => entry.status >= 500)).toEqual([]);
  });
});
