import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { STOCK_ALERT_MESSAGES } from "@bookstore/shared/library/stock-alerts.ts";

import { setBookStock } from "../../functions/src/lib/book-stock.ts";
import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import {
  allStockAlerts,
  stockAlertsCollection,
} from "../../functions/src/lib/collections/stock-alerts.ts";
import { adminAuth, adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import {
  signUpCustomer,
  signUpUnverifiedCustomer,
  uniqueEmail,
  type SignedInAccount,
} from "../support/auth-tokens.ts";
import { deleteMailTo, mailTo } from "../support/mail.ts";
import { createTestBooks, deleteTestBooks, type TestBook } from "../support/order-fixtures.ts";
import { STORE_URL } from "../support/store.ts";

const SUBSCRIBE = "/api/stock-alerts";
const STOP = "/api/stock-alerts/stop";

/** How long a test waits for the trigger's mail before it fails. */
const MAIL_TIMEOUT_MS = 30_000;
/** How long after the last restock a test keeps watching for a second mail that must not come. */
const QUIET_MS = 5_000;

let soldOut: TestBook;
let inStock: TestBook;
let other: TestBook;
let restockBook: TestBook;
let ann: SignedInAccount;
let bob: SignedInAccount;
let unverified: SignedInAccount;
const madeBooks: TestBook[] = [];

function subscribe(token: string | undefined, json: unknown) {
  return api<{ message: string } & Partial<ErrorBody>>(SUBSCRIBE, {
    method: "POST",
    token,
    json,
  });
}

/** Every alert on the book, whoever made it. */
async function alertsOn(bookId: string): Promise<string[]> {
  const found = await allStockAlerts(adminDb).where("bookId", "==", bookId).get();
  return found.docs.map((doc) => doc.ref.path);
}

/** The back-in-stock mails to `email`, once there are at least `count` (or the timeout). */
async function backInStockMails(email: string, count: number) {
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  for (;;) {
    const mails = await mailTo(email, "back-in-stock");
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  const books = await createTestBooks("stock-alerts", [7, 8, 9, 10], [0, 4, 0, 0]);
  madeBooks.push(...books);
  [soldOut, inStock, other, restockBook] = books as [TestBook, TestBook, TestBook, TestBook];
  [ann, bob, unverified] = await Promise.all([
    signUpCustomer(uniqueEmail("alerts-ann")),
    signUpCustomer(uniqueEmail("alerts-bob")),
    signUpUnverifiedCustomer(uniqueEmail("alerts-unverified")),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    [ann, bob, unverified].map(async ({ uid, email }) => {
      const alerts = await stockAlertsCollection(adminDb, uid).listDocuments();
      await Promise.all(alerts.map((ref) => ref.delete()));
      await deleteMailTo(email);
      await adminAuth.deleteUser(uid);
    }),
  );
  await deleteTestBooks(madeBooks);
});

describe("POST /api/stock-alerts refusals change nothing", () => {
  it("answers 401 signed out or with a garbage token", async () => {
    for (const token of [undefined, "not.a.token"]) {
      const answer = await subscribe(token, { bookId: soldOut.id });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(MESSAGES.signInRequired);
    }
    expect(await alertsOn(soldOut.id)).toEqual([]);
  });

  it("answers 403 to an address not verified yet", async () => {
    const answer = await subscribe(unverified.idToken, { bookId: soldOut.id });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ACCESS_MESSAGES.verifyEmailFirst);
    expect(await alertsOn(soldOut.id)).toEqual([]);
  });

  it("answers 403 to an admin session", async () => {
    const answer = await subscribe(await adminIdToken(), { bookId: soldOut.id });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ACCESS_MESSAGES.customersOnly);
    expect(await alertsOn(soldOut.id)).toEqual([]);
  });

  it("answers 404 for a book the store does not have", async () => {
    const answer = await subscribe(ann.idToken, { bookId: "no-such-book-anywhere" });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(MESSAGES.bookNotFound);
    expect(await alertsOn("no-such-book-anywhere")).toEqual([]);
  });

  it("answers 409 for a book in stock: the customer can order it now", async () => {
    const answer = await subscribe(ann.idToken, { bookId: inStock.id });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(STOCK_ALERT_MESSAGES.bookInStock);
    expect(await alertsOn(inStock.id)).toEqual([]);
  });

  it.each([
    ["an empty id", { bookId: "" }],
    ["a path", { bookId: "a/b" }],
    ["a reserved id", { bookId: "__name__" }],
    ["a number", { bookId: 12 }],
    ["no id", {}],
    ["an unknown field", { bookId: "x", note: "please" }],
    ["an array", [1]],
  ])("answers 400 for %s", async (_label, json) => {
    const answer = await subscribe(ann.idToken, json);
    expect(answer.status).toBe(400);
    expect(answer.body.message).not.toBe("");
    expect(await stockAlertsCollection(adminDb, ann.uid).listDocuments()).toEqual([]);
  });

  it("answers 415 to a form post", async () => {
    const answer = await api<ErrorBody>(SUBSCRIBE, {
      method: "POST",
      token: ann.idToken,
      body: `bookId=${soldOut.id}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(415);
    expect(await alertsOn(soldOut.id)).toEqual([]);
  });
});

/** A one-click stop as a mail client sends it (RFC 8058), to the List-Unsubscribe address's path. */
function oneClick(path: string, body = "List-Unsubscribe=One-Click") {
  return api<ErrorBody>(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

describe("POST /api/stock-alerts/stop refusals change nothing", () => {
  it("answers 400 to a one-click POST without a token, or with another form", async () => {
    const noToken = await oneClick(STOP);
    expect(noToken.status).toBe(400);
    expect(noToken.body.message).toBe(STOCK_ALERT_MESSAGES.stopTokenMissing);
    const otherForm = await oneClick(`${STOP}?token=abc.def`, "token=abc.def");
    expect(otherForm.status).toBe(400);
    const forged = await oneClick(`${STOP}?token=abc.def`);
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(STOCK_ALERT_MESSAGES.stopTokenInvalid);
  });

  it.each([
    ["no token", {}],
    ["an empty token", { token: "" }],
    ["a garbage token", { token: "abc.def" }],
    ["a forged token", { token: `${Buffer.from("x").toString("base64url")}.${"A".repeat(43)}` }],
    ["a token that is not text", { token: 5 }],
  ])("answers 400 for %s", async (_label, json) => {
    const kept = stockAlertsCollection(adminDb, bob.uid).doc(other.id);
    await kept.set({
      bookId: other.id,
      title: other.title,
      email: bob.email,
      createdAt: Timestamp.now(),
    });
    const answer = await api<ErrorBody>(STOP, { method: "POST", json });
    expect(answer.status).toBe(400);
    expect(answer.body.message).not.toBe("");
    expect((await kept.get()).exists).toBe(true);
    await kept.delete();
  });
});

describe("an alert", () => {
  it("is made once for a sold-out book, with the verified address and the title", async () => {
    const first = await subscribe(ann.idToken, { bookId: soldOut.id });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(STOCK_ALERT_MESSAGES.subscribed);
    const again = await subscribe(ann.idToken, { bookId: soldOut.id });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(STOCK_ALERT_MESSAGES.alreadySubscribed);
    const stored = (await stockAlertsCollection(adminDb, ann.uid).doc(soldOut.id).get()).data();
    expect(stored).toMatchObject({ bookId: soldOut.id, title: soldOut.title, email: ann.email });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
  });

  it("sends one mail per subscriber when the stock goes 0 → 3 → 0 → 2 quickly, and ends", async () => {
    for (const customer of [ann, bob]) {
      expect((await subscribe(customer.idToken, { bookId: restockBook.id })).status).toBe(201);
    }
    // A second alert of Ann's, on another book, which the mail's stop link ends.
    expect((await subscribe(ann.idToken, { bookId: other.id })).status).toBe(201);

    for (const stock of [3, 0, 2]) await setBookStock(adminDb, restockBook.id, stock);
    expect((await booksCollection(adminDb).doc(restockBook.id).get()).data()?.stock).toBe(2);

    const [annMails, bobMails] = await Promise.all([
      backInStockMails(ann.email, 1),
      backInStockMails(bob.email, 1),
    ]);
    expect(annMails).toHaveLength(1);
    expect(bobMails).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(await mailTo(ann.email, "back-in-stock")).toHaveLength(1);
    expect(await mailTo(bob.email, "back-in-stock")).toHaveLength(1);
    expect(await alertsOn(restockBook.id)).toEqual([]);

    const mail = annMails[0];
    expect(mail?.message.subject).toBe(
      `${STOCK_ALERT_MESSAGES.mailSubjectPrefix} ${restockBook.title}`,
    );
    // Links start with the Hosting emulator's own address, which STORE_URL names by another host.
    const bookLink = new RegExp(`http://[^/]+:${new URL(STORE_URL).port}/books/${restockBook.id}`);
    expect(mail?.message.text).toMatch(bookLink);
    expect(mail?.message.html).toMatch(bookLink);
    const token = /\/stock-alerts\/stop\?token=([A-Za-z0-9_.-]+)/.exec(
      mail?.message.text ?? "",
    )?.[1];
    expect(token).toBeDefined();
    // Top-level `headers` is the field the Trigger Email extension passes to nodemailer: a mail
    // client's own "Unsubscribe" button POSTs to the stop address (RFC 8058).
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(
        new RegExp(`^<http://[^/]+:\\d+${STOP}\\?token=${token ?? "-"}>$`),
      ) as unknown,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // Bob's mail client's one-click stop ends his other alerts, and no one else's.
    const bobStop = /<[^>]*(\/api\/stock-alerts\/stop\?token=[^>]+)>/.exec(
      bobMails[0]?.headers?.["List-Unsubscribe"] ?? "",
    )?.[1];
    expect(bobStop).toBeDefined();
    const bobOther = stockAlertsCollection(adminDb, bob.uid).doc(other.id);
    await bobOther.set({
      bookId: other.id,
      title: other.title,
      email: bob.email,
      createdAt: Timestamp.now(),
    });
    const wrongBody = await oneClick(bobStop ?? "", "List-Unsubscribe=No");
    expect(wrongBody.status).toBe(400);
    expect((await bobOther.get()).exists).toBe(true);
    const oneClickStop = await oneClick(bobStop ?? "");
    expect(oneClickStop.status).toBe(200);
    expect((await bobOther.get()).exists).toBe(false);

    // The stop link ends Ann's other alert; Bob's are his own.
    expect(await alertsOn(other.id)).toHaveLength(1);
    const stop = await api<{ message: string }>(STOP, { method: "POST", json: { token } });
    expect(stop.status).toBe(200);
    expect(stop.body.message).toBe(STOCK_ALERT_MESSAGES.stopped);
    expect(await alertsOn(other.id)).toEqual([]);
    const again = await api<{ message: string }>(STOP, { method: "POST", json: { token } });
    expect(again.status).toBe(200);
  }, 90_000);

  it("mails once however often its restock is handled (a retried trigger)", async () => {
    // The trigger's own code, run here (after adminDb named the emulator: its modules share the
    // app), as a retried or repeated event would run it, with no book write to fire the real one.
    const { sendBookAlerts } = await import("../../functions/src/stock-alerts/send-book-alerts.ts");
    const alerts = await stockAlertsCollection(adminDb, ann.uid).listDocuments();
    await Promise.all(alerts.map((ref) => ref.delete()));
    expect((await subscribe(ann.idToken, { bookId: soldOut.id })).status).toBe(201);
    const book = { id: soldOut.id, title: soldOut.title };
    const before = (await mailTo(ann.email, "back-in-stock")).length;
    const sent = await Promise.all([
      sendBookAlerts(adminDb, book, STORE_URL),
      sendBookAlerts(adminDb, book, STORE_URL),
      sendBookAlerts(adminDb, book, STORE_URL),
    ]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await sendBookAlerts(adminDb, book, STORE_URL)).toBe(0);
    expect(await mailTo(ann.email, "back-in-stock")).toHaveLength(before + 1);
    expect(await alertsOn(soldOut.id)).toEqual([]);
  });
});
