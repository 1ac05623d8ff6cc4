import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { STOCK_ALERT_MESSAGES } from "@bookstore/shared/library/stock-alerts.ts";
import { SHIP_MESSAGES, type ShipOrdersResult } from "@bookstore/shared/orders/order-shipping.ts";
import { ORDER_MESSAGES, type Order } from "@bookstore/shared/orders/order.ts";
import type { PackingSlips } from "@bookstore/shared/orders/packing-slip.ts";
import { PRE_ORDER_CANCEL_MESSAGES } from "@bookstore/shared/orders/pre-order-cancel.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { stockAlertsCollection } from "../../functions/src/lib/collections/stock-alerts.ts";
import { releasePreOrders } from "../../functions/src/orders/release-pre-orders.ts";
import { sendPublicationAlerts } from "../../functions/src/stock-alerts/send-publication-alerts.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import type { SignedInAccount } from "../support/auth-tokens.ts";
import { mailTo } from "../support/mail.ts";
import { orderCommand } from "../support/order-command.ts";
import { orders, type TestBook } from "../support/order-fixtures.ts";
import { stockShardsOf } from "../support/stock-rollups.ts";
import { CONFIGURED_ORIGIN } from "../support/store.ts";
import { createTestShopper, type TestShopper } from "../support/test-shopper.ts";

/** Later than any day the suite runs on, and earlier than the other files' forthcoming books. */
const PUBLICATION_DAY = "2030-03-12";
/** The release's run on the publication day, just after midnight UTC. */
const RELEASE_TIME = new Date(`${PUBLICATION_DAY}T00:05:00Z`);

let adminToken: string;
/** A customer whose books are [a book that is out, a forthcoming one, another forthcoming one] */
let shopper: TestShopper;

beforeAll(async () => {
  [adminToken, shopper] = await Promise.all([
    adminIdToken(),
    createTestShopper("pre-orders", [9.5, 21, 18.25]),
  ]);
  await Promise.all(
    [shopper.book(1), shopper.book(2)].map((forthcoming) =>
      booksCollection(adminDb).doc(forthcoming.id).update({ publishedOn: PUBLICATION_DAY }),
    ),
  );
}, 120_000);

afterAll(async () => {
  await shopper.cleanUp();
});

function shipOrders(ids: string[]) {
  return api<ShipOrdersResult>("/api/orders/ship", {
    method: "POST",
    token: adminToken,
    json: { ids },
  });
}

function packingSlip(id: string) {
  return api<PackingSlips>(`/api/admin/packing-slips?ids=${id}`, { token: adminToken });
}

function cancel(id: string) {
  return api<Order & ErrorBody>(`/api/orders/${id}/cancel`, {
    method: "POST",
    token: shopper.account.idToken,
    json: {},
  });
}

async function mailSubjects(orderId: string): Promise<string[]> {
  const mail = await mailTo(shopper.account.email, "order-status");
  return mail.filter((entry) => entry.orderId === orderId).map((entry) => entry.message.subject);
}

/** `npm run orders:release -- --at …` against the emulators, as a developer runs it. */
/** `npm run orders:release -- --at <time>`. */
function releaseCommand(at: Date) {
  return orderCommand("orders:release", at);
}

describe("pre-orders", () => {
  it("an order of forthcoming books only waits for publication, and cannot be shipped yet", async () => {
    const placed = await shopper.placeOrder([shopper.book(1).id]);
    expect(placed.status).toBe("awaiting-publication");
    expect(placed.items).toEqual([
      expect.objectContaining({ bookId: shopper.book(1).id, publishesOn: PUBLICATION_DAY }),
    ]);
    expect((await orders.doc(placed._id).get()).get("releasesOn")).toBe(PUBLICATION_DAY);

    const shipped = await shipOrders([placed._id]);
    expect(shipped.body.outcomes).toEqual([
      {
        id: placed._id,
        shipped: false,
        message: SHIP_MESSAGES.cannotShip("awaiting-publication"),
      },
    ]);
    const slip = (await packingSlip(placed._id)).body.slips[0];
    expect(slip?.items).toEqual([]);
    expect(slip?.follows).toEqual([
      { bookId: shopper.book(1).id, title: shopper.book(1).title, publishesOn: PUBLICATION_DAY },
    ]);
  });

  it("a customer cancels a pre-order, and its copy goes back to the expected stock", async () => {
    const sold = async () =>
      (await stockShardsOf(adminDb, shopper.book(2).id)).reduce(
        (sum, shard) => sum + shard.sold,
        0,
      );
    const before = await sold();
    const placed = await shopper.placeOrder([shopper.book(2).id]);
    expect(await sold()).toBe(before + 1);
    const cancelled = await cancel(placed._id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    expect(await sold()).toBe(before);
  });

  it("Mark shipped sends the books that are out, and the order waits for the rest", async () => {
    const placed = await shopper.placeOrder([shopper.book(0).id, shopper.book(1).id]);
    expect(placed.status).toBe("pending");

    const slip = (await packingSlip(placed._id)).body.slips[0];
    expect(slip?.items.map((item) => item.bookId)).toEqual([shopper.book(0).id]);
    expect(slip?.follows.map((item) => item.bookId)).toEqual([shopper.book(1).id]);
    expect(slip?.totalPrice).toBe("9.50");

    const shipped = await shipOrders([placed._id]);
    const outcome = shipped.body.outcomes[0];
    if (!outcome?.shipped) throw new Error(`not shipped: ${JSON.stringify(outcome)}`);
    expect(outcome.order.status).toBe("awaiting-publication");
    expect(outcome.order.items).toEqual([
      expect.objectContaining({ bookId: shopper.book(0).id, shipped: true }),
      expect.objectContaining({ bookId: shopper.book(1).id, publishesOn: PUBLICATION_DAY }),
    ]);
    expect(await mailSubjects(placed._id)).toEqual(["Part of your order has shipped"]);

    const refused = await cancel(placed._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ORDER_MESSAGES.partlyShipped);
    expect((await orders.doc(placed._id).get()).get("status")).toBe("awaiting-publication");
  });

  it("on the publication day the release moves each order on with exactly one mail, however often it runs", async () => {
    const waiting = await shopper.placeOrder([shopper.book(2).id]);
    const mixed = await shopper.placeOrder([shopper.book(0).id, shopper.book(2).id]);
    const notYet = await shopper.placeOrder([shopper.book(1).id]);
    // The second forthcoming book moved to a later day: its order waits for that day, and its
    // customer is told once (tests/api/pre-order-moves.test.ts), before the release runs.
    await booksCollection(adminDb).doc(shopper.book(1).id).update({ publishedOn: "2030-04-01" });
    await expect
      .poll(() => mailSubjects(notYet._id), { timeout: 30_000 })
      .toEqual([PRE_ORDER_CANCEL_MESSAGES.mailSubject]);

    // Two instances at once, then once more.
    const runs = await Promise.all([
      releasePreOrders(adminDb, RELEASE_TIME, CONFIGURED_ORIGIN),
      releasePreOrders(adminDb, RELEASE_TIME, CONFIGURED_ORIGIN),
    ]);
    // Each order is counted by the one run that released it (other files' pre-orders may be due too).
    expect(runs.reduce((sum, run) => sum + run.released, 0)).toBeGreaterThanOrEqual(2);
    const again = await releaseCommand(RELEASE_TIME);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`No pre-order was due on ${PUBLICATION_DAY}`);

    const stored = async (id: string) => (await orders.doc(id).get()).data();
    const waitingNow = await stored(waiting._id);
    expect(waitingNow?.status).toBe("pending");
    expect(waitingNow?.statusHistory?.map((step) => step.status)).toEqual([
      "awaiting-publication",
      "pending",
    ]);
    expect(waitingNow?.items[0]?.publishesOn).toBeUndefined();
    expect(waitingNow?.releasesOn).toBeUndefined();
    const mixedNow = await stored(mixed._id);
    expect(mixedNow?.status).toBe("pending");
    expect(mixedNow?.items.map((item) => item.publishesOn)).toEqual([undefined, undefined]);
    expect(await mailSubjects(waiting._id)).toEqual(["Your pre-order is now shipping"]);
    expect(await mailSubjects(mixed._id)).toEqual(["Your pre-order is now shipping"]);

    const notYetNow = await stored(notYet._id);
    expect(notYetNow?.status).toBe("awaiting-publication");
    expect(notYetNow?.items[0]?.publishesOn).toBe("2030-04-01");
    expect(notYetNow?.releasesOn).toBe("2030-04-01");
    expect(await mailSubjects(notYet._id)).toEqual([PRE_ORDER_CANCEL_MESSAGES.mailSubject]);

    // The released order ships whole now.
    const shipped = await shipOrders([waiting._id]);
    expect(shipped.body.outcomes[0]).toMatchObject({ shipped: true, order: { status: "shipped" } });
  }, 60_000);
});

describe("Email me when it's out", () => {
  let outAlerts: TestShopper;
  let reader: SignedInAccount;
  /** A forthcoming book of its own, in stock, so no other test's release reaches it first. */
  let forthcoming: TestBook;

  beforeAll(async () => {
    outAlerts = await createTestShopper("out-alerts", [14]);
    [reader, forthcoming] = [outAlerts.account, outAlerts.book(0)];
    await booksCollection(adminDb).doc(forthcoming.id).update({ publishedOn: "2030-05-20" });
  }, 60_000);

  afterAll(async () => {
    await stockAlertsCollection(adminDb, reader.uid).doc(forthcoming.id).delete();
    await outAlerts.cleanUp();
  });

  const subscribe = () =>
    api<{ message: string }>("/api/stock-alerts", {
      method: "POST",
      token: reader.idToken,
      json: { bookId: forthcoming.id },
    });

  it("takes an alert on a forthcoming book in stock, and mails it once on its day", async () => {
    const first = await subscribe();
    expect(first).toMatchObject({
      status: 201,
      body: { message: STOCK_ALERT_MESSAGES.subscribedForthcoming },
    });
    const again = await subscribe();
    expect(again).toMatchObject({
      status: 200,
      body: { message: STOCK_ALERT_MESSAGES.alreadySubscribedForthcoming },
    });
    const alert = stockAlertsCollection(adminDb, reader.uid).doc(forthcoming.id);
    expect((await alert.get()).get("publishesOn")).toBe("2030-05-20");

    // The day before: nothing is sent, and the alert waits.
    expect(await sendPublicationAlerts(adminDb, new Date("2030-05-19T12:00:00Z"), "")).toBe(0);
    // Its day moved: the run on the old day keeps it waiting for the new one.
    await booksCollection(adminDb).doc(forthcoming.id).update({ publishedOn: "2030-05-27" });
    await sendPublicationAlerts(adminDb, new Date("2030-05-20T00:05:00Z"), CONFIGURED_ORIGIN);
    expect((await alert.get()).get("publishesOn")).toBe("2030-05-27");
    expect(await mailTo(reader.email, "back-in-stock")).toEqual([]);

    const day = new Date("2030-05-27T00:05:00Z");
    const runs = await Promise.all([
      sendPublicationAlerts(adminDb, day, CONFIGURED_ORIGIN),
      sendPublicationAlerts(adminDb, day, CONFIGURED_ORIGIN),
    ]);
    expect(await sendPublicationAlerts(adminDb, day, CONFIGURED_ORIGIN)).toBe(0);
    const mail = await mailTo(reader.email, "back-in-stock");
    expect(mail.map((entry) => entry.message.subject)).toEqual([`Out now: ${forthcoming.title}`]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBeGreaterThanOrEqual(1);
    expect((await alert.get()).exists).toBe(false);
  });
});
