import { FieldValue } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ORDER_MESSAGES } from "@bookstore/shared/orders/order.ts";
import { PRE_ORDER_CANCEL_MESSAGES as TEXT } from "@bookstore/shared/orders/pre-order-cancel.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { movePreOrders } from "../../functions/src/orders/move-pre-orders.ts";
import { adminDb, api, type ErrorBody } from "../support/admin-session.ts";
import { mailTo } from "../support/mail.ts";
import { orders } from "../support/order-fixtures.ts";
import { stockShardsOf } from "../support/stock-rollups.ts";
import { CONFIGURED_ORIGIN } from "../support/store.ts";
import { createTestShopper, type TestShopper } from "../support/test-shopper.ts";

/** How long a book write's trigger may take to mail, on a busy machine. */
const TRIGGER_MS = 30_000;

/**
 * A customer whose books are [a book that is out, a forthcoming one that moves later, one whose
 * day comes early]
 */
let shopper: TestShopper;

beforeAll(async () => {
  shopper = await createTestShopper("pre-order-moves", [9.5, 16, 11]);
  await Promise.all(
    [shopper.book(1), shopper.book(2)].map((forthcoming) =>
      booksCollection(adminDb).doc(forthcoming.id).update({ publishedOn: "2030-06-10" }),
    ),
  );
}, 120_000);

afterAll(async () => {
  await shopper.cleanUp();
});

/** The mails about one order, with their text. */
async function mailsOf(orderId: string) {
  const mail = await mailTo(shopper.account.email, "order-status");
  return mail.filter((entry) => entry.orderId === orderId).map((entry) => entry.message);
}

async function subjectsOnceMailed(orderId: string, count: number): Promise<string[]> {
  await expect
    .poll(async () => (await mailsOf(orderId)).length, { timeout: TRIGGER_MS })
    .toBeGreaterThanOrEqual(count);
  return (await mailsOf(orderId)).map((message) => message.subject);
}

function cancelByLink(token: string) {
  return api<{ message: string } & ErrorBody>("/api/orders/cancel-link", {
    method: "POST",
    json: { token },
  });
}

const soldOf = async (bookId: string) =>
  (await stockShardsOf(adminDb, bookId)).reduce((sum, shard) => sum + shard.sold, 0);

describe("a publication day that moves", () => {
  it("mails each waiting order once with the new day, and the mail's link cancels the order", async () => {
    const before = await soldOf(shopper.book(1).id);
    const waiting = await shopper.placeOrder([shopper.book(1).id]);
    const mixed = await shopper.placeOrder([shopper.book(0).id, shopper.book(1).id]);
    await booksCollection(adminDb).doc(shopper.book(1).id).update({ publishedOn: "2030-07-01" });

    expect(await subjectsOnceMailed(waiting._id, 1)).toEqual([TEXT.mailSubject]);
    expect(await subjectsOnceMailed(mixed._id, 1)).toEqual([TEXT.mailSubject]);
    const stored = (await orders.doc(waiting._id).get()).data();
    expect(stored?.items[0]?.publishesOn).toBe("2030-07-01");
    expect(stored?.releasesOn).toBe("2030-07-01");
    expect((await orders.doc(mixed._id).get()).get("releasesOn")).toBe("2030-07-01");

    // The event told again, twice at once (a retried trigger): no order moves, no mail more.
    const again = await Promise.all([
      movePreOrders(adminDb, shopper.book(1).id, new Date(), CONFIGURED_ORIGIN),
      movePreOrders(adminDb, shopper.book(1).id, new Date(), CONFIGURED_ORIGIN),
    ]);
    expect(again).toEqual([0, 0]);
    expect(await mailsOf(waiting._id)).toHaveLength(1);

    const [mail] = await mailsOf(waiting._id);
    expect(mail?.text).toContain("now publishes on July 1, 2030");
    const link = /\/pre-orders\/cancel\?token=(\S+)/.exec(mail?.text ?? "");
    expect(mail?.text).toContain(`${CONFIGURED_ORIGIN}/pre-orders/cancel?token=`);
    const token = decodeURIComponent(link?.[1] ?? "");

    // A changed token is refused, and the order stays as it was.
    const changed = await cancelByLink(`${token.slice(0, -4)}AAAA`);
    expect(changed).toMatchObject({ status: 400, body: { message: TEXT.tokenInvalid } });
    expect((await orders.doc(waiting._id).get()).get("status")).toBe("awaiting-publication");

    const cancelled = await cancelByLink(token);
    expect(cancelled).toMatchObject({ status: 200, body: { message: TEXT.cancelled } });
    expect((await orders.doc(waiting._id).get()).get("status")).toBe("cancelled");
    expect(await soldOf(shopper.book(1).id)).toBe(before + 1);
    expect(await subjectsOnceMailed(waiting._id, 2)).toEqual([
      TEXT.mailSubject,
      expect.stringMatching(/cancelled/i),
    ]);

    // A second click cannot cancel it twice.
    const reused = await cancelByLink(token);
    expect(reused).toMatchObject({
      status: 409,
      body: { message: ORDER_MESSAGES.notCancellable("cancelled") },
    });
    expect(await soldOf(shopper.book(1).id)).toBe(before + 1);
  }, 90_000);

  it("a day moved to one already past ships the waiting order at once, with its one mail", async () => {
    const waiting = await shopper.placeOrder([shopper.book(2).id]);
    expect(waiting.status).toBe("awaiting-publication");
    await booksCollection(adminDb)
      .doc(shopper.book(2).id)
      .update({ publishedOn: FieldValue.delete() });

    expect(await subjectsOnceMailed(waiting._id, 1)).toEqual(["Your pre-order is now shipping"]);
    await expect
      .poll(async () => (await orders.doc(waiting._id).get()).data()?.status, {
        timeout: TRIGGER_MS,
      })
      .toBe("pending");
    const stored = (await orders.doc(waiting._id).get()).data();
    expect(stored?.items[0]?.publishesOn).toBeUndefined();
    expect(stored?.releasesOn).toBeUndefined();
  }, 90_000);
});
