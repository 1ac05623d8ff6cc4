import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { NEWSLETTER_MESSAGES } from "@bookstore/shared/newsletter/newsletter.ts";

import { mailCollection } from "../../functions/src/lib/collections/mail.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { subscriberId } from "../../functions/src/lib/subscriber-id.ts";
import { adminDb, api, type ErrorBody } from "../support/admin-session.ts";
import { uniqueEmail } from "../support/auth-tokens.ts";
import { deleteMailTo, mailTo } from "../support/mail.ts";
import { subscribe } from "../support/newsletter.ts";
import { clearClientRateLimits } from "../support/rate-limits.ts";
import { STORE_URL } from "../support/store.ts";

const subscribers = subscribersCollection(adminDb);
const UNSUBSCRIBE = "/api/newsletter/unsubscribe";
const addresses: string[] = [];

function newAddress(label: string): string {
  const address = uniqueEmail(`news-${label}`);
  addresses.push(address);
  return address;
}

async function isSubscribed(email: string): Promise<boolean> {
  return (await subscribers.doc(subscriberId(email)).get()).exists;
}

/** The token of the unsubscribe link in the newest welcome mail sent to `email`. */
async function tokenFromMail(email: string): Promise<string> {
  const mail = (await mailTo(email, "newsletter-welcome")).at(-1);
  const match = /\/unsubscribe\?token=([A-Za-z0-9_.-]+)/.exec(mail?.message.text ?? "");
  if (!match?.[1]) throw new Error(`no unsubscribe link in the mail to ${email}`);
  return match[1];
}

/** The token with its last signature character replaced. */
function tampered(token: string): string {
  return `${token.slice(0, -2)}${token.at(-2) === "A" ? "B" : "A"}${token.at(-1) ?? ""}`;
}

/** A one-click unsubscribe as a mail client sends it (RFC 8058). */
function oneClick(token: string, body = "List-Unsubscribe=One-Click") {
  return api<{ message: string }>(`${UNSUBSCRIBE}?token=${encodeURIComponent(token)}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

beforeEach(clearClientRateLimits);

afterAll(async () => {
  await Promise.all(
    addresses.flatMap((address) => [
      deleteMailTo(address),
      subscribers.doc(subscriberId(address)).delete(),
    ]),
  );
  await clearClientRateLimits();
});

describe("the newsletter welcome mail", () => {
  it("is written once, with the sign-up, and carries a signed unsubscribe link", async () => {
    const email = newAddress("welcome");
    const { status } = await subscribe(email);
    expect(status).toBe(200);

    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(email);
    expect(mail?.kind).toBe("newsletter-welcome");
    expect(mail?.message.subject).toBe(NEWSLETTER_MESSAGES.welcomeSubject);
    expect(Object.keys(mail?.message ?? {}).sort()).toEqual(["html", "subject", "text"]);

    const token = await tokenFromMail(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const pageLink = `${STORE_URL}/unsubscribe?token=${token}`;
    expect(mail?.message.text).toContain(pageLink);
    expect(mail?.message.html).toContain(`<a href="${pageLink}">Unsubscribe</a>`);
    // Top-level `headers` is the field the Trigger Email extension passes to nodemailer.
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<${STORE_URL}${UNSUBSCRIBE}?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("answers a new address and one already subscribed alike", async () => {
    const known = newAddress("known");
    const fresh = newAddress("fresh");
    expect((await subscribe(known)).status).toBe(200);
    const [again, first] = [await subscribe(known), await subscribe(fresh)];
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(first).toMatchObject({ status: 200, body: { message: NEWSLETTER_MESSAGES.subscribed } });
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
  });

  it("mails an address once a day, however often it signs up, and at once", async () => {
    const email = newAddress("daily");
    for (const spelling of [email, email.toUpperCase(), ` ${email} `]) {
      expect((await subscribe(spelling)).status).toBe(200);
    }
    const atOnce = await Promise.all(Array.from({ length: 4 }, () => subscribe(email)));
    expect(atOnce.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    const mails = await mailTo(email);
    expect(mails.map(({ kind }) => kind)).toEqual(["newsletter-welcome"]);
    expect(await isSubscribed(email)).toBe(true);
    // Each request at once may start a Functions emulator worker of its own.
  }, 120_000);

  it("tells an address signed up again on another day that it is subscribed already", async () => {
    const email = newAddress("next-day");
    expect((await subscribe(email)).status).toBe(200);
    // Yesterday's welcome: its id names yesterday, so today has had no newsletter mail yet.
    const [welcome] = (await mailCollection(adminDb).where("to", "==", email).get()).docs;
    if (!welcome) throw new Error("no welcome mail");
    await mailCollection(adminDb)
      .doc(`yesterday-${welcome.id}`)
      .set({ ...welcome.data(), createdAt: Timestamp.fromMillis(Date.now() - 86_400_000) });
    await welcome.ref.delete();

    const again = await subscribe(email);
    expect(again).toMatchObject({ status: 200, body: { message: NEWSLETTER_MESSAGES.subscribed } });
    const notice = await mailTo(email, "newsletter-already-subscribed");
    expect(notice).toHaveLength(1);
    expect(notice[0]?.message.subject).toBe(NEWSLETTER_MESSAGES.alreadySubscribedSubject);
    const token = await tokenFromMail(email);
    expect(notice[0]?.message.text).toContain(`${STORE_URL}/unsubscribe?token=${token}`);
    expect(notice[0]?.headers?.["List-Unsubscribe"]).toBe(
      `<${STORE_URL}${UNSUBSCRIBE}?token=${token}>`,
    );
    expect((await subscribe(email)).status).toBe(200);
    expect(await mailTo(email)).toHaveLength(2);
  });
});

describe("POST /api/newsletter/unsubscribe", () => {
  it("unsubscribes with the page's JSON body, the same answer again, and subscribing works after", async () => {
    const email = newAddress("json");
    await subscribe(email);
    const token = await tokenFromMail(email);

    const first = await api<{ message: string }>(UNSUBSCRIBE, {
      method: "POST",
      json: { token },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: `${email} is unsubscribed.` });
    expect(await isSubscribed(email)).toBe(false);

    const again = await api<{ message: string }>(UNSUBSCRIBE, { method: "POST", json: { token } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const resubscribed = await subscribe(email);
    expect(resubscribed.status).toBe(200);
    expect(await isSubscribed(email)).toBe(true);
    // Its newsletter mail of the day is sent: the link in it still works.
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("unsubscribes with a mail client's one-click form POST", async () => {
    const email = newAddress("one-click");
    await subscribe(email);
    const mail = (await mailTo(email, "newsletter-welcome")).at(-1);
    const target = /^<(.+)>$/.exec(mail?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(target.startsWith(`${STORE_URL}${UNSUBSCRIBE}?token=`)).toBe(true);

    const response = await fetch(target, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: `${email} is unsubscribed.` });
    expect(await isSubscribed(email)).toBe(false);
  });

  it("refuses a tampered, foreign or missing token with 400 and removes nobody", async () => {
    const email = newAddress("tampered");
    await subscribe(email);
    const token = await tokenFromMail(email);
    const [, signature] = token.split(".");
    const victim = Buffer.from(newAddress("victim")).toString("base64url");

    for (const bad of [
      tampered(token),
      `${victim}.${signature ?? ""}`,
      `${token}x`,
      "garbage",
      "a.b",
    ]) {
      const answer = await api<ErrorBody>(UNSUBSCRIBE, { method: "POST", json: { token: bad } });
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message).toBe(NEWSLETTER_MESSAGES.unsubscribeTokenInvalid);
      const form = await oneClick(bad);
      expect(form.status, bad).toBe(400);
    }
    for (const missing of [
      api<ErrorBody>(UNSUBSCRIBE, { method: "POST" }),
      api<ErrorBody>(`${UNSUBSCRIBE}?token=`, { method: "POST" }),
      api<ErrorBody>(UNSUBSCRIBE, { method: "POST", json: { token: "" } }),
    ]) {
      const answer = await missing;
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(NEWSLETTER_MESSAGES.unsubscribeTokenMissing);
    }
    expect(await isSubscribed(email)).toBe(true);
  });

  it("answers hostile bodies with a 4xx and a message, never a 5xx, and removes nobody", async () => {
    const email = newAddress("hostile");
    await subscribe(email);
    const token = await tokenFromMail(email);
    const cases: { name: string; send: () => Promise<{ status: number; body: unknown }> }[] = [
      {
        name: "token a number",
        send: () => api(UNSUBSCRIBE, { method: "POST", json: { token: 7 } }),
      },
      {
        name: "token an object",
        send: () => api(UNSUBSCRIBE, { method: "POST", json: { token: { $ne: null } } }),
      },
      {
        name: "token a list",
        send: () => api(UNSUBSCRIBE, { method: "POST", json: { token: [token] } }),
      },
      {
        name: "an extra field",
        send: () => api(UNSUBSCRIBE, { method: "POST", json: { token: "x", email } }),
      },
      { name: "a JSON array", send: () => api(UNSUBSCRIBE, { method: "POST", json: [{ token }] }) },
      {
        name: "a 10 KB token",
        send: () => api(UNSUBSCRIBE, { method: "POST", json: { token: "a".repeat(10_000) } }),
      },
      {
        name: "a token twice in the query",
        send: () => api(`${UNSUBSCRIBE}?token=a&token=b`, { method: "POST" }),
      },
      {
        name: "a token object in the query",
        send: () => api(`${UNSUBSCRIBE}?token[x]=1`, { method: "POST" }),
      },
      {
        name: "a different token in the query and the body",
        send: () => api(`${UNSUBSCRIBE}?token=other`, { method: "POST", json: { token } }),
      },
      {
        name: "a form body that is not one-click",
        send: () => oneClick(token, "List-Unsubscribe=No"),
      },
      {
        name: "a form body with more fields",
        send: () => oneClick(token, "List-Unsubscribe=One-Click&email=x"),
      },
      {
        name: "a form post to the sign-up",
        send: () =>
          api("/api/newsletter", {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: "email=form@example.com",
          }),
      },
      {
        name: "a text body",
        send: () =>
          api(UNSUBSCRIBE, {
            method: "POST",
            headers: { "Content-Type": "text/plain" },
            body: token,
          }),
      },
      { name: "GET", send: () => api(`${UNSUBSCRIBE}?token=${token}`) },
    ];
    for (const { name, send } of cases) {
      const { status, body } = await send();
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(status, name).toBeLessThan(500);
      expect(typeof (body as { message?: unknown } | undefined)?.message, name).toBe("string");
    }
    // JSON that does not parse is answered by the Functions runtime before the app runs.
    for (const text of ["null", '{"token":']) {
      const response = await fetch(`${STORE_URL}${UNSUBSCRIBE}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: text,
      });
      expect(response.status, text).toBe(400);
    }
    expect(await isSubscribed(email)).toBe(true);
  }, 60_000);
});
