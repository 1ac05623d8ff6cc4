import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Query } from "firebase-admin/firestore";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import * as API from "@bookstore/shared/api/contract.ts";
import { MESSAGES, tooManyRequestsMessage } from "@bookstore/shared/core/messages.ts";

import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { forgedEntries, ROUTES, testClient } from "../support/client-addresses.ts";
import { clearClientRateLimits } from "../support/rate-limits.ts";
import { requestJson, STORE_URL } from "../support/store.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));
const run = `rate-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const WINDOW_MINUTES = API.postContactMessage.rateLimit.windowMs / 60_000;

function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  base: string = STORE_URL,
) {
  return requestJson<{ message: string }>(path, {
    base,
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const contact = (index: number) => ({
  name: "Rate Tester",
  email: "rate@example.com",
  message: `${run} message ${index}`,
});
const signup = (index: number) => ({ email: `${run}-${index}@example.com` });

/** Where an endpoint stores what it accepts, and the field that holds this run's marker. */
interface StoredBy {
  collection: Query;
  field: string;
}

const STORED: Record<"messages" | "subscribers", StoredBy> = {
  messages: { collection: messagesCollection(db), field: "message" },
  subscribers: { collection: subscribersCollection(db), field: "email" },
};

async function count({ collection, field }: StoredBy): Promise<number> {
  const snapshot = await collection
    .where(field, ">=", run)
    .where(field, "<", `${run}~`)
    .count()
    .get();
  return snapshot.data().count;
}

beforeEach(clearClientRateLimits);

afterAll(async () => {
  await clearClientRateLimits();
  for (const { collection, field } of Object.values(STORED)) {
    const created = await collection.where(field, ">=", run).where(field, "<", `${run}~`).get();
    await Promise.all(created.docs.map((doc) => doc.ref.delete()));
  }
});

describe.each([
  {
    path: "/api/contact",
    accepted: 201,
    rule: API.postContactMessage.rateLimit,
    body: contact,
    stored: () => count(STORED.messages),
  },
  {
    path: "/api/newsletter",
    // One answer for new and known addresses alike.
    accepted: 200,
    rule: API.subscribe.rateLimit,
    body: signup,
    stored: () => count(STORED.subscribers),
  },
])("POST $path per client", ({ path, accepted, rule, body, stored }) => {
  it(`accepts ${rule.limit} valid requests, then answers 429 with Retry-After and stores nothing more`, async () => {
    for (let index = 0; index < rule.limit; index += 1) {
      expect((await post(path, body(index))).status).toBe(accepted);
    }
    const refused = await post(path, body(rule.limit));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    expect(refused.body.message).toBe(tooManyRequestsMessage(WINDOW_MINUTES));
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);
    expect(await stored()).toBe(rule.limit);
  });

  it.each(["hosting", "direct"] as const)(
    "holds %s whatever X-Forwarded-For the caller forges, and spares other clients",
    async (route) => {
      const client = testClient();
      const offset = route === "hosting" ? 1000 : 2000;
      const from = (index: number, forged: string[] = [], who = client) =>
        post(path, body(offset + index), ROUTES[route].headers(who, forged), ROUTES[route].base);
      for (let index = 0; index < rule.limit; index += 1) {
        expect((await from(index)).status).toBe(accepted);
      }
      for (let index = 0; index < 5; index += 1) {
        const forged = await from(rule.limit + index, forgedEntries(index));
        expect({ index, status: forged.status }).toEqual({ index, status: 429 });
      }
      expect((await from(500, [], testClient())).status).toBe(accepted);
    },
  );

  it("does not count refused (invalid) requests against the client", async () => {
    for (let index = 0; index < rule.limit * 2; index += 1) {
      expect((await post(path, { unexpected: index })).status).toBe(400);
    }
    expect((await post(path, body(300))).status).toBe(accepted);
  });
});

describe("body size", () => {
  it.each(["/api/contact", "/api/newsletter", "/api/orders", "/api/auth/admin"])(
    "%s answers a 150 KB body with 413 JSON",
    async (path) => {
      const before = await count(STORED.messages);
      const answer = await post(path, {
        ...contact(400),
        message: `${run} ${"x".repeat(150_000)}`,
      });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe(MESSAGES.bodyTooLarge);
      expect(await count(STORED.messages)).toBe(before);
    },
  );
});
