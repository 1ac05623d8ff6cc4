import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { OutboxMail } from "@bookstore/shared/dashboard/dashboard-api.ts";
import { NEWSLETTER_MESSAGES } from "@bookstore/shared/newsletter/newsletter.ts";

import { mailCollection } from "../../functions/src/lib/collections/mail.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { subscriberId } from "../../functions/src/lib/subscriber-id.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { bearer, signUpCustomer, uniqueEmail } from "../support/auth-tokens.ts";
import { deleteMailTo } from "../support/mail.ts";
import { subscribe } from "../support/newsletter.ts";

/*
 * The admin's Outbox: the mail the store has written, newest first, with the delivery state the
 * Trigger Email extension records. Three newsletter sign-ups give it mail of this file's own.
 */

const addresses: string[] = [];

function newAddress(label: string): string {
  const address = uniqueEmail(`news-${label}`);
  addresses.push(address);
  return address;
}

afterAll(async () => {
  await Promise.all(
    addresses.flatMap((address) => [
      deleteMailTo(address),
      subscribersCollection(adminDb).doc(subscriberId(address)).delete(),
    ]),
  );
});

describe("GET /api/admin/mail", () => {
  let adminToken: string;
  const sent: string[] = [];

  beforeAll(async () => {
    adminToken = await adminIdToken();
    for (let index = 0; index < 3; index += 1) {
      const email = newAddress(`outbox-${index}`);
      if ((await subscribe(email)).status !== 200) throw new Error("could not subscribe");
      sent.push(email);
      // Distinct times, so "newest first" has one answer.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it("is refused without an admin session", async () => {
    expect((await api<ErrorBody>("/api/admin/mail")).status).toBe(401);
    const customer = await signUpCustomer();
    const asCustomer = await api<ErrorBody>("/api/admin/mail", {
      headers: bearer(customer.idToken),
    });
    expect(asCustomer.status).toBe(403);
  });

  it("lists the mail newest first, a page at a time", async () => {
    const first = await api<OutboxMail[]>("/api/admin/mail?limit=2", { token: adminToken });
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get("X-Next-Cursor");
    expect(cursor).toBe(first.body[1]?._id);

    const second = await api<OutboxMail[]>(`/api/admin/mail?limit=2&after=${cursor ?? ""}`, {
      token: adminToken,
    });
    expect(second.status).toBe(200);
    const listed = [...first.body, ...second.body];
    expect(new Set(listed.map((mail) => mail._id)).size).toBe(listed.length);
    const times = listed.map((mail) => mail.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const all = await api<OutboxMail[]>("/api/admin/mail?limit=100", { token: adminToken });
    const ours = all.body.filter((mail) => sent.includes(mail.to));
    expect(ours.map((mail) => mail.to)).toEqual([...sent].reverse());
    const [newest] = ours;
    expect(newest).toMatchObject({
      kind: "newsletter-welcome",
      subject: NEWSLETTER_MESSAGES.welcomeSubject,
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    expect(newest?.text).toContain("/unsubscribe?token=");
    expect(newest?.html).toContain("<a href=");
    // No Trigger Email extension runs on the emulator: nothing has been delivered.
    expect(newest?.delivery).toBeUndefined();
  });

  it("shows the state the extension writes", async () => {
    const [email] = sent;
    const doc = (await mailCollection(adminDb).where("to", "==", email).get()).docs[0];
    await doc?.ref.update({ delivery: { state: "ERROR", error: "550 No such user", attempts: 1 } });
    const all = await api<OutboxMail[]>("/api/admin/mail?limit=100", { token: adminToken });
    expect(all.body.find((mail) => mail._id === doc?.id)?.delivery).toEqual({
      state: "ERROR",
      error: "550 No such user",
    });
  });

  it("refuses a cursor that names no mail", async () => {
    const answer = await api<ErrorBody>("/api/admin/mail?after=no-such-mail", {
      token: adminToken,
    });
    expect(answer.status).toBe(400);
  });
});
