import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ContactMessageEntry } from "@bookstore/shared/contact/contact-api.ts";
import type { SubscriberEntry } from "@bookstore/shared/newsletter/newsletter-api.ts";

import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { uniqueEmail } from "../support/auth-tokens.ts";

const PLACED = 3;

let token: string;
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const messageIds: string[] = [];
const subscriberIds: string[] = [];
/** What the public forms sent, oldest first. */
const sentMessages: { name: string; email: string; message: string }[] = [];
const sentEmails: string[] = [];

beforeAll(async () => {
  token = await adminIdToken();
  for (let index = 0; index < PLACED; index += 1) {
    const message = {
      name: `Inbox Tester ${index}`,
      email: `inbox-${index}@example.com`,
      message: `Message ${index} of run ${run}`,
    };
    const email = uniqueEmail(`inbox-${index}`);
    const [contact, signup] = await Promise.all([
      api("/api/contact", { method: "POST", json: message }),
      api("/api/newsletter", { method: "POST", json: { email } }),
    ]);
    if (contact.status !== 201 || signup.status !== 200)
      throw new Error("could not fill the inbox");
    sentMessages.push(message);
    sentEmails.push(email);
    // Distinct server timestamps, so "newest first" has one answer.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

afterAll(async () => {
  await Promise.all([
    ...messageIds.map((id) => messagesCollection(adminDb).doc(id).delete()),
    ...subscriberIds.map((id) => subscribersCollection(adminDb).doc(id).delete()),
  ]);
});

describe("GET /api/contact", () => {
  it("lists the stored messages, newest first", async () => {
    const { status, body } = await api<ContactMessageEntry[]>("/api/contact?limit=100", { token });
    expect(status).toBe(200);
    const ours = body.filter((entry) => entry.message.endsWith(`of run ${run}`));
    messageIds.push(...ours.map((entry) => entry._id));
    expect(ours.map(({ name, email, message }) => ({ name, email, message }))).toEqual(
      [...sentMessages].reverse(),
    );
    const dates = body.map((entry) => entry.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(ours[0] ?? {}).sort()).toEqual([
      "_id",
      "createdAt",
      "email",
      "message",
      "name",
    ]);
  });

  it("pages with limit and X-Next-Cursor", async () => {
    const first = await api<ContactMessageEntry[]>("/api/contact?limit=2", { token });
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toBe(first.body[1]?._id);
    const second = await api<ContactMessageEntry[]>(`/api/contact?limit=2&after=${cursor}`, {
      token,
    });
    expect(second.status).toBe(200);
    const all = await api<ContactMessageEntry[]>("/api/contact?limit=4", { token });
    expect([...first.body, ...second.body].map((entry) => entry._id)).toEqual(
      all.body.map((entry) => entry._id),
    );
  });

  it.each([
    ["limit=0", "limit"],
    ["after=unknown-message", "after: unknown id"],
    ["email=x", 'Unrecognized key: "email"'],
  ])("answers ?%s with a 400 naming %s", async (search, message) => {
    const { status, body } = await api<ErrorBody>(`/api/contact?${search}`, { token });
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });
});

describe("GET /api/newsletter", () => {
  it("lists the subscribers, newest first, under the SHA-256 of their address", async () => {
    const { status, body } = await api<SubscriberEntry[]>("/api/newsletter?limit=100", { token });
    expect(status).toBe(200);
    const ours = body.filter((entry) => sentEmails.includes(entry.email));
    subscriberIds.push(...ours.map((entry) => entry._id));
    expect(ours.map((entry) => entry.email)).toEqual([...sentEmails].reverse());
    for (const entry of ours) {
      expect(entry._id).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(entry).sort()).toEqual(["_id", "createdAt", "email"]);
    }
    const dates = body.map((entry) => entry.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("pages with limit and X-Next-Cursor", async () => {
    const first = await api<SubscriberEntry[]>("/api/newsletter?limit=1", { token });
    expect(first.body).toHaveLength(1);
    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toBe(first.body[0]?._id);
    const second = await api<SubscriberEntry[]>(`/api/newsletter?limit=1&after=${cursor}`, {
      token,
    });
    const both = await api<SubscriberEntry[]>("/api/newsletter?limit=2", { token });
    expect([...first.body, ...second.body]).toEqual(both.body);
  });
});
