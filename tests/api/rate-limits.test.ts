import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Query } from "firebase-admin/firestore";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { CONTACT_RATE_LIMIT } from "../../functions/src/shared/contact.ts";
import { MESSAGES, tooManyRequestsMessage } from "../../functions/src/shared/messages.ts";
import { NEWSLETTER_RATE_LIMIT } from "../../functions/src/shared/newsletter.ts";
import { clearClientRateLimits } from "../support/rate-limits.ts";
import { requestJson } from "../support/store.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));
const run = `rate-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const WINDOW_MINUTES = CONTACT_RATE_LIMIT.windowMs / 60_000;

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return requestJson<{ message: string }>(path, {
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
    rule: CONTACT_RATE_LIMIT,
    body: contact,
    stored: () => count(STORED.messages),
  },
  {
    path: "/api/newsletter",
    rule: NEWSLETTER_RATE_LIMIT,
    body: signup,
    stored: () => count(STORED.subscribers),
  },
])("POST $path per client", ({ path, rule, body, stored }) => {
  it(`accepts ${rule.limit} valid requests, then answers 429 with Retry-After and stores nothing more`, async () => {
    for (let index = 0; index < rule.limit; index += 1) {
      expect((await post(path, body(index))).status).toBe(201);
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

  it("does not let a forged X-Forwarded-For header start a new window", async () => {
    for (let index = 0; index < rule.limit; index += 1) await post(path, body(100 + index));
    const forged = await post(path, body(200), { "X-Forwarded-For": "203.0.113.77" });
    expect(forged.status).toBe(429);
  });

  it("does not count refused (invalid) requests against the client", async () => {
    for (let index = 0; index < rule.limit * 2; index += 1) {
      expect((await post(path, { unexpected: index })).status).toBe(400);
    }
    expect((await post(path, body(300))).status).toBe(201);
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
