import { spawnSync } from "node:child_process";

import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LOW_STOCK_MAX } from "@bookstore/shared/books/stock.ts";
import { formatCents } from "@bookstore/shared/core/money.ts";
import type { MailKind } from "@bookstore/shared/mail/mail.ts";

import { setBookStock } from "../../functions/src/lib/book-stock.ts";
import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { mailCollection } from "../../functions/src/lib/collections/mail.ts";
import { requestStockRollUp } from "../../functions/src/lib/stock-rollups.ts";
import accounts from "../../scripts/seed/demo-accounts.json" with { type: "json" };
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { deleteTestOrders, storedTestOrder, writeTestOrders } from "../support/export-orders.ts";
import { mailTo } from "../support/mail.ts";
import {
  attemptOrder,
  createTestBooks,
  db,
  deleteTestBooks,
  orders,
  type TestBook,
} from "../support/order-fixtures.ts";
import { placedOrdersFollowedUp } from "../support/placed-orders.ts";
import { stockRollUpsSettled } from "../support/stock-rollups.ts";

/** The seeded admin's address: the owner's notices go there when STORE_OWNER_EMAIL is unset. */
const OWNER = accounts.admin.email;

/** One customer an order: a customer's own order limits would refuse a run of them. */
let customers: SignedInAccount[] = [];
let nextCustomer = 0;
const created: TestBook[] = [];

beforeAll(async () => {
  customers = await Promise.all(
    Array.from({ length: 10 }, (_, index) => signUpCustomer(uniqueEmail(`owner-mail-${index}`))),
  );
});

function aCustomer(): SignedInAccount {
  const customer = customers[nextCustomer];
  nextCustomer += 1;
  if (!customer) throw new Error("too few customers for the orders of this file");
  return customer;
}

afterAll(async () => {
  await deleteTestBooks(created);
});

/** The owner's mails of one kind that name `text` in their subject or body. */
async function ownerMails(kind: MailKind, text: string) {
  const mails = await mailTo(OWNER, kind);
  return mails.filter((mail) => `${mail.message.subject}\n${mail.message.text}`.includes(text));
}

async function order(book: TestBook, copies: number): Promise<void> {
  for (let index = 0; index < copies; index += 1) {
    expect((await attemptOrder(aCustomer().idToken, [book.id])).status).toBe(201);
  }
  await stockRollUpsSettled(db, [book.id]);
}

describe("the owner hears", () => {
  it("of a new order: one mail with its books, total, customer and the dashboard's link", async () => {
    const [book] = await createTestBooks("owner-order", [7.5], 50);
    if (!book) throw new Error("the test book is missing");
    created.push(book);
    const customer = aCustomer();
    expect((await attemptOrder(customer.idToken, [book.id])).status).toBe(201);
    const placed = await orders.where("productIds", "array-contains", book.id).get();
    const orderId = placed.docs[0]?.id ?? "";
    expect(placed.size).toBe(1);
    await placedOrdersFollowedUp(db, [orderId]);

    const mails = await ownerMails("owner-new-order", orderId);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.message.subject).toBe("New order: 1 book, $7.50");
    expect(mail?.message.text).toContain(book.title);
    expect(mail?.message.text).toContain(customer.email);
    expect(mail?.message.text).toMatch(/\/dashboard\/orders\?status=pending/);
    // The customer's own mail is theirs alone: the owner's copy is a mail of its own.
    expect(await mailTo(customer.email, "order-confirmation")).not.toHaveLength(0);
  });

  it(`once each time a title falls to ${LOW_STOCK_MAX} copies, not once an order`, async () => {
    const [book] = await createTestBooks("owner-low", [3], LOW_STOCK_MAX + 2);
    if (!book) throw new Error("the test book is missing");
    created.push(book);
    // 7 → 5: the fall; 5 → 4: still below, no mail.
    await order(book, 2);
    await order(book, 1);
    expect(await ownerMails("owner-low-stock", book.title)).toHaveLength(1);
    const [first] = await ownerMails("owner-low-stock", book.title);
    expect(first?.message.subject).toBe(`Running low: ${book.title} (5 left)`);
    expect(first?.message.text).toContain(`/dashboard/edit-book/${book.id}`);

    // A restock above the line, then a fall again: a second mail.
    await setBookStock(db, book.id, LOW_STOCK_MAX + 4);
    await requestStockRollUp(db, book.id);
    await order(book, 4);
    expect(await ownerMails("owner-low-stock", book.title)).toHaveLength(2);
  }, 60_000);
});

/** `npm run owner:summary -- …` against the emulators, as a developer runs it. */
function ownerSummary(...args: string[]) {
  return spawnSync("npm", ["run", "--silent", "owner:summary", "--", ...args], {
    encoding: "utf8",
  });
}

describe("the owner's daily summary", () => {
  const summaryIds: string[] = [];

  afterAll(async () => {
    await Promise.all(summaryIds.map((id) => mailCollection(db).doc(id).delete()));
  });

  it("gives the last 24 hours' live orders and revenue and the low-stock count, once a day", async () => {
    const until = new Date(Date.now() + 1000);
    const day = until.toISOString().slice(0, 10);
    summaryIds.push(`owner-daily-summary-${day}`);
    // The same figures, read the long way: every order of the window, cancelled ones left out.
    const window = await orders
      .where("createdAt", ">=", Timestamp.fromMillis(until.getTime() - 24 * 3600 * 1000))
      .where("createdAt", "<", Timestamp.fromDate(until))
      .get();
    const live = window.docs.map((doc) => doc.data()).filter((o) => o.status !== "cancelled");
    const cents = live.reduce((sum, o) => sum + o.totalCents, 0);
    expect(live.length).toBeGreaterThan(0);
    const lowStock = (await booksCollection(db).where("stock", "<=", LOW_STOCK_MAX).get()).size;

    const first = ownerSummary("--until", until.toISOString());
    expect(first.stderr).not.toContain("✖");
    expect(first.status).toBe(0);
    expect(first.stdout).toContain("Sent the owner's summary");
    const mail = (await mailCollection(db).doc(`owner-daily-summary-${day}`).get()).data();
    expect(mail?.to).toBe(OWNER);
    expect(mail?.kind).toBe("owner-daily-summary");
    const orderWord = live.length === 1 ? "order" : "orders";
    expect(mail?.message.subject).toContain(`${live.length} ${orderWord}, $${formatCents(cents)}`);
    expect(mail?.message.text).toContain(
      `${lowStock} ${lowStock === 1 ? "title is" : "titles are"} at or below`,
    );

    const again = ownerSummary("--until", until.toISOString());
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("was already sent");
  }, 60_000);

  it("counts the orders awaiting collection, whenever they were placed", async () => {
    const uid = `owner-summary-${Date.now().toString(36)}`;
    // Placed in a long-gone year: waiting in the shop counts, however old the order.
    await writeTestOrders([
      storedTestOrder(uid, {
        createdAt: new Date("1991-06-20T10:00:00Z"),
        status: "ready-for-collection",
        collection: {
          pointId: "owner-summary-point",
          name: "Main Street Shop",
          address: "12 High Street, Springfield",
          hours: "Mon–Sat 9:00–18:00",
        },
      }),
    ]);
    try {
      summaryIds.push("owner-daily-summary-2001-01-03");
      // The same figure, read the long way: every order waiting, the test's own among them.
      const waiting = (await orders.where("status", "==", "ready-for-collection").get()).size;
      expect(waiting).toBeGreaterThan(0);
      const run = ownerSummary("--until", "2001-01-03T07:00:00Z");
      expect(run.status).toBe(0);
      const mail = (await mailCollection(db).doc("owner-daily-summary-2001-01-03").get()).data();
      expect(mail?.message.text).toContain(`Awaiting collection: ${waiting}\n`);
    } finally {
      await deleteTestOrders(uid);
    }
  });

  it("says a quiet day is quiet", async () => {
    summaryIds.push("owner-daily-summary-2001-01-02");
    const run = ownerSummary("--until", "2001-01-02T07:00:00Z");
    expect(run.status).toBe(0);
    const mail = (await mailCollection(db).doc("owner-daily-summary-2001-01-02").get()).data();
    expect(mail?.message.subject).toBe("Your day: 0 orders, $0.00 (January 2, 2001)");
  });

  it("refuses an --until that is not a time, and sends nothing", () => {
    const run = ownerSummary("--until", "yesterday-ish");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--until "yesterday-ish" is not a date and time.');
  });
});
