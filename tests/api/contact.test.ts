import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";

import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { clearClientRateLimits } from "../support/rate-limits.ts";
import { requestJson } from "../support/store.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));
const messages = messagesCollection(db);

type MessageBody = { message: string };

function postContact(body: unknown) {
  return requestJson<MessageBody>("/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function countMessages(): Promise<number> {
  return (await messages.count().get()).data().count;
}

function uniqueText(label: string): string {
  return `${label} ${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const valid = { name: "Ada Reader", email: "ada@example.com", message: "Hello" };

describe("POST /api/contact", () => {
  beforeEach(clearClientRateLimits);

  it("stores the trimmed message with a server timestamp and answers 201", async () => {
    const text = uniqueText("Do you ship to Lisbon?");
    const before = Date.now();
    const { status, body } = await postContact({
      name: "  Ada Reader ",
      email: " ada@example.com ",
      message: `  ${text}\n`,
      botcheck: false,
    });
    expect(status).toBe(201);
    expect(body).toEqual({ message: "Message received" });

    const stored = await messages.where("message", "==", text).get();
    expect(stored.size).toBe(1);
    const data = stored.docs[0]?.data();
    expect(Object.keys(data ?? {}).sort()).toEqual(["createdAt", "email", "message", "name"]);
    expect(data).toMatchObject({ name: "Ada Reader", email: "ada@example.com", message: text });
    const createdAt = data?.createdAt as unknown;
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect((createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 60_000);
  });

  it("accepts a message without the botcheck field", async () => {
    const text = uniqueText("No honeypot field");
    const { status } = await postContact({ ...valid, message: text });
    expect(status).toBe(201);
    expect((await messages.where("message", "==", text).get()).size).toBe(1);
  });

  it("answers a ticked honeypot like a person but stores nothing", async () => {
    const text = uniqueText("Cheap pills");
    const countBefore = await countMessages();
    const { status, body } = await postContact({ ...valid, message: text, botcheck: true });
    expect(status).toBe(201);
    expect(body).toEqual({ message: "Message received" });
    expect((await messages.where("message", "==", text).get()).size).toBe(0);
    expect(await countMessages()).toBe(countBefore);
  });

  it.each([
    [
      "a missing name",
      { email: valid.email, message: valid.message },
      "name: Please provide your full name.",
    ],
    ["a blank name", { ...valid, name: "   " }, "name: Please provide your full name."],
    [
      "a name over 100 characters",
      { ...valid, name: "n".repeat(101) },
      "name: Your name can be at most 100 characters.",
    ],
    ["a name that is not text", { ...valid, name: 42 }, "name: Your name must be text."],
    [
      "a missing email",
      { name: valid.name, message: valid.message },
      "email: Please provide your email address.",
    ],
    [
      "a malformed email",
      { ...valid, email: "ada@example" },
      "email: Please provide a valid email address.",
    ],
    [
      "an email over 254 characters",
      { ...valid, email: `${"a".repeat(250)}@b.com` },
      "email: Your email address can be at most 254 characters.",
    ],
    ["an empty message", { ...valid, message: "" }, "message: Please enter your message."],
    [
      "a message over 5000 characters",
      { ...valid, message: "m".repeat(5001) },
      "message: Your message can be at most 5000 characters.",
    ],
    [
      "a botcheck that is not a boolean",
      { ...valid, botcheck: "on" },
      "botcheck: Must be true or false.",
    ],
    ["an unknown field", { ...valid, subject: "Hi" }, 'Unrecognized key: "subject"'],
    ["an array body", [valid], "The request body must be a JSON object."],
  ])(
    "refuses %s with a 400 naming the problem and stores nothing",
    async (_label, input, message) => {
      const countBefore = await countMessages();
      const { status, headers, body } = await postContact(input);
      expect(status).toBe(400);
      expect(headers.get("content-type")).toMatch(/application\/json/);
      expect(body.message).toBe(message);
      expect(await countMessages()).toBe(countBefore);
    },
  );

  it("answers other methods with a 405 JSON message (GET is the admin's list)", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const { status, body } = await requestJson<MessageBody>("/api/contact", { method });
      expect(status).toBe(405);
      expect(body).toEqual({ message: "Method not allowed" });
    }
  });
});
