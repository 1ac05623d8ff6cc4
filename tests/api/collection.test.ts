import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { CollectionPoint } from "@bookstore/shared/collection/collection-api.ts";
import {
  COLLECTION_POINT_LIMITS,
  COLLECTION_POINT_MESSAGES,
} from "@bookstore/shared/collection/collection-point.ts";
import { COLLECTION_CODE_MESSAGES } from "@bookstore/shared/orders/collection-code.ts";
import { SHIP_MESSAGES, type ShipOrdersResult } from "@bookstore/shared/orders/order-shipping.ts";
import { NO_ADDRESS, ORDER_MESSAGES, type Order } from "@bookstore/shared/orders/order.ts";
import type { PackingSlips } from "@bookstore/shared/orders/packing-slip.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { collectionPointsCollection } from "../../functions/src/lib/collections/collection-points.ts";
import { holdCollections } from "../../functions/src/orders/hold-collections.ts";
import { releaseOrder } from "../../functions/src/orders/release-pre-orders.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import {
  changeStatus as changeOrderStatus,
  collect as collectOrder,
  mailedCode,
} from "../support/collection-orders.ts";
import { mailTo } from "../support/mail.ts";
import { orderCommand } from "../support/order-command.ts";
import {
  countOrdersOf,
  liftOrderLimits,
  orders,
  soldOf,
  postOrder,
  validCollectionOrder,
  validOrder,
} from "../support/order-fixtures.ts";
import { CONFIGURED_ORIGIN } from "../support/store.ts";
import { createTestShopper, type TestShopper } from "../support/test-shopper.ts";

let adminToken: string;
/** A customer whose books are [a book that is out, a forthcoming one] */
let shopper: TestShopper;
let point: CollectionPoint;
const made: string[] = [];

const counter = {
  name: "Test counter",
  address: "12 High Street, Springfield",
  hours: "Mon–Sat 9:00–18:00",
};

async function createPoint(body: unknown) {
  const answer = await api<CollectionPoint & ErrorBody>("/api/admin/collection-points", {
    method: "POST",
    token: adminToken,
    json: body,
  });
  if (answer.status === 201) made.push(answer.body.id);
  return answer;
}

/** A collection order of `bookIds` at `pointId`: the checkout's body without an address. */
async function placeCollectionOrder(bookIds: string[], pointId: string) {
  await liftOrderLimits(shopper.account.uid);
  return postOrder(shopper.account.idToken, validCollectionOrder(bookIds, pointId));
}

function changeStatus(id: string, status: string) {
  return changeOrderStatus(adminToken, id, status);
}

/** A copy of the shopper's first book, ordered to collect at the test's point and made ready: its id. */
async function readyOrder(): Promise<string> {
  const placed = await placeCollectionOrder([shopper.book(0).id], point.id);
  expect(placed.status).toBe(201);
  const id = placed.body._id;
  expect((await changeStatus(id, "ready-for-collection")).status).toBe(200);
  return id;
}

function collect(id: string, code: string) {
  return collectOrder(adminToken, id, code);
}

beforeAll(async () => {
  [adminToken, shopper] = await Promise.all([
    adminIdToken(),
    createTestShopper("collection", [12.5, 20]),
  ]);
  await booksCollection(adminDb).doc(shopper.book(1).id).update({ publishedOn: "2030-05-01" });
  const created = await createPoint(counter);
  expect(created.status).toBe(201);
  point = created.body;
}, 120_000);

afterAll(async () => {
  await Promise.all(made.map((id) => collectionPointsCollection(adminDb).doc(id).delete()));
  await shopper.cleanUp();
});

describe("collection points", () => {
  it("are listed to anyone, and an edit shows at once", async () => {
    const listed = await api<CollectionPoint[]>("/api/collection-points");
    expect(listed.status).toBe(200);
    expect(listed.body).toContainEqual({ id: point.id, ...counter });

    const edited = await api<CollectionPoint>(`/api/admin/collection-points/${point.id}`, {
      method: "PUT",
      token: adminToken,
      json: { ...counter, hours: "Every day 10:00–16:00" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.hours).toBe("Every day 10:00–16:00");
    const after = await api<CollectionPoint[]>("/api/collection-points");
    expect(after.body.find((listedPoint) => listedPoint.id === point.id)?.hours).toBe(
      "Every day 10:00–16:00",
    );
    point = edited.body;
  });

  it(`stop at ${String(COLLECTION_POINT_LIMITS.points)}, and a deleted one is gone`, async () => {
    const points = collectionPointsCollection(adminDb);
    const existing = (await points.count().get()).data().count;
    // The shop has points up to two short of the cap: stored as the API stores them, in one
    // batch, since adding one through the API is the test above's...
    const filler = points.firestore.batch();
    const stamp = Timestamp.now();
    for (let index = existing; index < COLLECTION_POINT_LIMITS.points - 2; index += 1) {
      const ref = points.doc();
      filler.create(ref, {
        ...counter,
        name: `Extra ${String(index)}`,
        createdAt: stamp,
        updatedAt: stamp,
      });
      made.push(ref.id);
    }
    await filler.commit();
    // ...then three at once for the last two places: the count and the write share a
    // transaction, so exactly one is refused.
    const lastThree = await Promise.all(
      ["Last 1", "Last 2", "Last 3"].map((name) => createPoint({ ...counter, name })),
    );
    expect(lastThree.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    const refused = await createPoint({ ...counter, name: "One too many" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(COLLECTION_POINT_MESSAGES.tooMany);
    expect((await points.count().get()).data().count).toBe(COLLECTION_POINT_LIMITS.points);

    const extra = lastThree.find((answer) => answer.status === 201)?.body.id ?? "";
    const deleted = await api(`/api/admin/collection-points/${extra}`, {
      method: "DELETE",
      token: adminToken,
    });
    expect(deleted.status).toBe(204);
    expect((await collectionPointsCollection(adminDb).doc(extra).get()).exists).toBe(false);
    const again = await api<ErrorBody>(`/api/admin/collection-points/${extra}`, {
      method: "DELETE",
      token: adminToken,
    });
    expect(again.status).toBe(404);

    // An order to the deleted point is refused, and nothing is placed.
    const before = await countOrdersOf(shopper.account.uid);
    const order = await placeCollectionOrder([shopper.book(0).id], extra);
    expect(order.status).toBe(400);
    expect(order.body.message).toBe(ORDER_MESSAGES.unknownCollectionPoint);
    expect(await countOrdersOf(shopper.account.uid)).toBe(before);

    // Back to the test's own point, so the orders below are not counted against a full shop.
    const others = made.filter((id) => id !== point.id);
    await Promise.all(others.map((id) => points.doc(id).delete()));
  });
});

describe("an order to collect", () => {
  it("needs no address, keeps its point, and goes placed → ready → collected by code", async () => {
    const placed = await placeCollectionOrder([shopper.book(0).id], point.id);
    expect(placed.status).toBe(201);
    const order = placed.body;
    expect(order.collection).toEqual({
      pointId: point.id,
      name: point.name,
      address: point.address,
      hours: point.hours,
    });
    expect(order.address).toEqual({ city: "", country: "", state: "", zipcode: "" });
    const [confirmation] = (await mailTo(shopper.account.email, "order-confirmation")).filter(
      (mail) => mail.orderId === order._id,
    );
    expect(confirmation?.message.text).toContain("Collect at:");
    expect(confirmation?.message.text).toContain(`Opening hours: ${point.hours}`);
    expect(confirmation?.message.text).toContain("Total (pay at collection)");

    // The point changes later: the order keeps what the customer was told.
    await api(`/api/admin/collection-points/${point.id}`, {
      method: "PUT",
      token: adminToken,
      json: { ...counter, name: "Renamed counter" },
    });
    const read = await api<Order>(`/api/orders/${order._id}`, { token: shopper.account.idToken });
    expect(read.body.collection?.name).toBe(point.name);

    // Not a delivery: Mark shipped and a status of delivery are refused, and so is "collected"
    // before the order is ready.
    const shipped = await api<ShipOrdersResult>("/api/orders/ship", {
      method: "POST",
      token: adminToken,
      json: { ids: [order._id] },
    });
    expect(shipped.body.outcomes).toEqual([
      { id: order._id, shipped: false, message: SHIP_MESSAGES.collection },
    ]);
    expect((await changeStatus(order._id, "shipped")).status).toBe(409);
    const early = await collect(order._id, "123456");
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(COLLECTION_CODE_MESSAGES.notReady("pending"));
    expect((await orders.doc(order._id).get()).data()?.status).toBe("pending");

    const ready = await changeStatus(order._id, "ready-for-collection");
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe("ready-for-collection");
    const code = await mailedCode(shopper.account.email, order._id);
    const stored = (await orders.doc(order._id).get()).data();
    expect(stored?.collectionCodeDigest).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(ready.body)).not.toContain(code);

    // "collected" needs the code: the status change refuses it, and so does a wrong code.
    const byStatus = await changeStatus(order._id, "collected");
    expect(byStatus.status).toBe(409);
    expect(byStatus.body.message).toBe(COLLECTION_CODE_MESSAGES.useCode);
    const wrong = await collect(order._id, code === "000000" ? "000001" : "000000");
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(COLLECTION_CODE_MESSAGES.wrongCode);
    expect((await orders.doc(order._id).get()).data()?.status).toBe("ready-for-collection");

    const collected = await collect(order._id, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(collected.status).toBe(200);
    expect(collected.body.status).toBe("collected");
    expect(collected.body.statusHistory.map((entry) => entry.status)).toEqual([
      "pending",
      "ready-for-collection",
      "collected",
    ]);
    const thanks = (await mailTo(shopper.account.email, "order-status")).filter(
      (mail) => mail.orderId === order._id && mail.message.subject.includes("collecting"),
    );
    expect(thanks).toHaveLength(1);

    const reused = await collect(order._id, code);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(COLLECTION_CODE_MESSAGES.notReady("collected"));
  });

  it("is cancelled by its customer while it waits at the counter: the copy goes back and the code is void", async () => {
    const [soldBefore] = await soldOf([shopper.book(0)]);
    const placed = await placeCollectionOrder([shopper.book(0).id], point.id);
    expect(placed.status).toBe(201);
    const id = placed.body._id;
    expect((await changeStatus(id, "processing")).status).toBe(200);
    expect((await changeStatus(id, "ready-for-collection")).status).toBe(200);
    const code = await mailedCode(shopper.account.email, id);

    const cancelled = await api<Order>(`/api/orders/${id}/cancel`, {
      method: "POST",
      token: shopper.account.idToken,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.statusHistory.map((entry) => entry.status)).toEqual([
      "pending",
      "processing",
      "ready-for-collection",
      "cancelled",
    ]);
    expect(await soldOf([shopper.book(0)])).toEqual([soldBefore]);
    const atCounter = await collect(id, code);
    expect(atCounter.status).toBe(409);
    expect(atCounter.body.message).toBe(COLLECTION_CODE_MESSAGES.notReady("cancelled"));
    expect((await orders.doc(id).get()).data()?.status).toBe("cancelled");
  });

  it("is no longer the customer's to cancel once collected", async () => {
    const id = await readyOrder();
    expect((await collect(id, await mailedCode(shopper.account.email, id))).status).toBe(200);
    const late = await api<ErrorBody>(`/api/orders/${id}/cancel`, {
      method: "POST",
      token: shopper.account.idToken,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ORDER_MESSAGES.notCancellable("collected"));
    expect((await orders.doc(id).get()).data()?.status).toBe("collected");
  });

  it("has a packing slip that names its point as ordered, and no address", async () => {
    const placed = await placeCollectionOrder([shopper.book(0).id], point.id);
    expect(placed.status).toBe(201);
    const { collection } = placed.body;
    if (collection === undefined) throw new Error("the order has no collection point");
    const { status, body } = await api<PackingSlips>(
      `/api/admin/packing-slips?ids=${placed.body._id}`,
      { token: adminToken },
    );
    expect(status).toBe(200);
    const [slip] = body.slips;
    expect(slip?.collection).toEqual({
      name: collection.name,
      address: collection.address,
      hours: collection.hours,
    });
    expect(slip?.address).toEqual(NO_ADDRESS);
    expect(slip?.totalPrice).toBe("12.50");
  });

  it("is not made ready while a book waits for its publication day, and says so", async () => {
    const placed = await placeCollectionOrder([shopper.book(0).id, shopper.book(1).id], point.id);
    expect(placed.status).toBe(201);
    // The confirmation holds the book that is out with the order and says when it can be ready.
    const [confirmation] = (await mailTo(shopper.account.email, "order-confirmation")).filter(
      (mail) => mail.orderId === placed.body._id,
    );
    const text = confirmation?.message.text ?? "";
    expect(text).toContain(`${shopper.book(0).title} (Held in the shop until the rest is out)`);
    expect(text).toContain("Ready for collection once its last book is published, on May 1, 2030.");
    expect(text).not.toContain("Ready to ship");
    const refused = await changeStatus(placed.body._id, "ready-for-collection");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(COLLECTION_CODE_MESSAGES.waitsForBooks);
    const stored = (await orders.doc(placed.body._id).get()).data();
    expect(stored?.status).toBe("pending");
    expect(stored?.collectionCodeDigest).toBeUndefined();
  });

  it("is told when its forthcoming book is out, with no parcel promised, and can then be made ready", async () => {
    const placed = await placeCollectionOrder([shopper.book(0).id, shopper.book(1).id], point.id);
    expect(placed.status).toBe(201);
    const release = new Date("2030-05-01T00:05:00Z");
    expect(await releaseOrder(adminDb, placed.body._id, release, CONFIGURED_ORIGIN)).toBe(true);
    const mails = (await mailTo(shopper.account.email, "order-status")).filter(
      (mail) => mail.orderId === placed.body._id,
    );
    expect(mails.map((mail) => mail.message.subject)).toEqual(["Your pre-order is out"]);
    const text = mails[0]?.message.text ?? "";
    expect(text).toContain(
      `${shopper.book(1).title} is out. We will write again when your order is ready for collection`,
    );
    expect(text).not.toContain("parcel");
    expect(text).not.toContain("Held in the shop");
    expect((await changeStatus(placed.body._id, "ready-for-collection")).status).toBe(200);
    // Not left at the counter, where the hold's test counts every order waiting.
    expect((await changeStatus(placed.body._id, "cancelled")).status).toBe(200);
  });

  it("is never made of a delivery order", async () => {
    await liftOrderLimits(shopper.account.uid);
    const delivery = await postOrder(shopper.account.idToken, validOrder([shopper.book(0).id]));
    expect(delivery.status).toBe(201);
    expect(delivery.body.collection).toBeUndefined();
    const refused = await changeStatus(delivery.body._id, "ready-for-collection");
    expect(refused.status).toBe(409);
    const collected = await collect(delivery.body._id, "123456");
    expect(collected.status).toBe(409);
    expect(collected.body.message).toBe(COLLECTION_CODE_MESSAGES.notCollection);
    expect((await orders.doc(delivery.body._id).get()).data()?.status).toBe("pending");
  });
});

describe("the hold at the counter", () => {
  const DAY = 86_400_000;

  /** The order's mails whose subject has `words`. */
  async function mailsAbout(orderId: string, words: string) {
    return (await mailTo(shopper.account.email, "order-status")).filter(
      (mail) => mail.orderId === orderId && mail.message.subject.includes(words),
    );
  }

  it("reminds once a day before the end, then cancels once and returns the copy", async () => {
    const [soldBefore] = await soldOf([shopper.book(0)]);
    const id = await readyOrder();
    expect((await mailsAbout(id, "ready"))[0]?.message.text).toMatch(
      /Please collect it by \w+ \d+, \d{4}\./,
    );
    const readyMs = Date.now();
    const run = (afterMs: number) =>
      holdCollections(adminDb, new Date(readyMs + afterMs), 7, CONFIGURED_ORIGIN);

    expect(await run(5 * DAY)).toEqual({ reminded: 0, cancelled: 0 });
    // Two runs at once on the reminder's day, then a third: one reminder in all.
    const reminders = await Promise.all([run(6 * DAY + 60_000), run(6 * DAY + 60_000)]);
    expect(reminders.reduce((sum, outcome) => sum + outcome.reminded, 0)).toBe(1);
    expect(await run(6 * DAY + 120_000)).toEqual({ reminded: 0, cancelled: 0 });
    const [reminder] = await mailsAbout(id, "waiting for you");
    expect(reminder?.message.text).toContain(point.address);
    expect(reminder?.message.text).toContain("Please bring the collection code");
    expect(await mailsAbout(id, "waiting for you")).toHaveLength(1);
    expect((await orders.doc(id).get()).data()?.status).toBe("ready-for-collection");

    // Past the end: a run and the command at once cancel it once, with one mail, and the copy
    // goes back.
    const end = 7 * DAY + 60_000;
    const [inProcess, command] = await Promise.all([
      run(end),
      orderCommand("orders:collections", new Date(readyMs + end)),
    ]);
    expect(command.status).toBe(0);
    const byCommand = Number(/cancelled (\d+) order/.exec(command.stdout)?.[1]);
    expect(inProcess.cancelled + byCommand).toBe(1);
    expect((await orders.doc(id).get()).data()?.status).toBe("cancelled");
    expect(await mailsAbout(id, "not collected")).toHaveLength(1);
    expect(await soldOf([shopper.book(0)])).toEqual([soldBefore]);
    expect(await run(30 * DAY)).toEqual({ reminded: 0, cancelled: 0 });
  });

  it("leaves an order that was collected in time alone", async () => {
    const id = await readyOrder();
    const readyMs = Date.now();
    expect((await collect(id, await mailedCode(shopper.account.email, id))).status).toBe(200);
    const later = new Date(readyMs + 30 * DAY);
    expect(await holdCollections(adminDb, later, 7, CONFIGURED_ORIGIN)).toEqual({
      reminded: 0,
      cancelled: 0,
    });
    expect((await orders.doc(id).get()).data()?.status).toBe("collected");
  });
});
