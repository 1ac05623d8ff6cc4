import { createHash } from "node:crypto";

import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";

import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { clearClientRateLimits } from "../support/rate-limits.ts";
import { requestJson } from "../support/store.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));
const subscribers = subscribersCollection(db);

type MessageBody = { message: string };

function postSignup(body: unknown) {
  return requestJson<MessageBody>("/api/newsletter", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function countSubscribers(): Promise<number> {
  return (await subscribers.count().get()).data().count;
}

function uniqueAddress(): string {
  return `reader-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("POST /api/newsletter", () => {
  beforeEach(clearClientRateLimits);

  it("stores a new address once, under the SHA-256 of the address, and answers 200", async () => {
    const address = uniqueAddress();
    const { status, body } = await postSignup({ email: address });
    expect(status).toBe(200);
    expect(body).toEqual({ message: "Subscribed" });

    const stored = await subscribers.doc(sha256(address)).get();
    expect(stored.exists).toBe(true);
    expect(Object.keys(stored.data() ?? {}).sort()).toEqual(["createdAt", "email"]);
    expect(stored.get("email")).toBe(address);
    expect(stored.get("createdAt")).toBeInstanceOf(Timestamp);
  });

  it("answers a repeat (any case, any spaces) as the first and stores nothing new", async () => {
    const address = uniqueAddress();
    const first = await postSignup({ email: address.toUpperCase() });
    expect(first.status).toBe(200);
    const id = sha256(address);
    const firstWrite = (await subscribers.doc(id).get()).updateTime;
    expect(firstWrite).toBeInstanceOf(Timestamp);
    const countAfterFirst = await countSubscribers();

    const repeat = await postSignup({ email: `  ${address}\t` });
    expect(repeat.status).toBe(first.status);
    expect(repeat.body).toEqual(first.body);

    expect(await countSubscribers()).toBe(countAfterFirst);
    expect((await subscribers.where("email", "==", address).get()).size).toBe(1);
    const stored = await subscribers.doc(id).get();
    expect(stored.get("email")).toBe(address);
    expect(stored.updateTime?.valueOf()).toBe(firstWrite?.valueOf());
  });

  it.each([
    ["a missing address", {}, "email: Please provide your email address."],
    ["an empty address", { email: "" }, "email: Please provide your email address."],
    ["a blank address", { email: "   " }, "email: Please provide your email address."],
    ["a number", { email: 12345 }, "email: Your email address must be text."],
    ["null", { email: null }, "email: Your email address must be text."],
    [
      "a list of addresses",
      { email: ["a@example.com"] },
      "email: Your email address must be text.",
    ],
    [
      "an address without @",
      { email: "reader.example.com" },
      "email: Please provide a valid email address.",
    ],
    [
      "an address without a domain",
      { email: "reader@" },
      "email: Please provide a valid email address.",
    ],
    [
      "an address over 254 characters",
      { email: `${"r".repeat(243)}@example.com` },
      "email: Your email address can be at most 254 characters.",
    ],
    ["an extra field", { email: "reader@example.com", name: "Reader" }, 'Unrecognized key: "name"'],
    ["an array body", [{ email: "reader@example.com" }], "The request body must be a JSON object."],
  ])(
    "refuses %s with a 400 naming the problem and stores nothing",
    async (_label, input, message) => {
      const countBefore = await countSubscribers();
      const { status, headers, body } = await postSignup(input);
      expect(status).toBe(400);
      expect(headers.get("content-type")).toMatch(/application\/json/);
      expect(body.message).toBe(message);
      expect(await countSubscribers()).toBe(countBefore);
    },
  );

  it("answers other methods with a 405 JSON message", async () => {
    const { status, body } = await requestJson<MessageBody>("/api/newsletter", { method: "PUT" });
    expect(status).toBe(405);
    expect(body).toEqual({ message: "Method not allowed" });
  });
});
