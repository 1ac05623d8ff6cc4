import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, expect, it } from "vitest";

import { MAX_STOCK } from "@bookstore/shared/books/stock.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { collectionPointsCollection } from "../../functions/src/lib/collections/collection-points.ts";
import { ROOT } from "../../scripts/lib/paths.mjs";
import {
  EXPORT_INFO_FILE,
  type ExportInfo,
  recoverDataDir,
} from "../../scripts/lib/periodic-export.mjs";
import {
  DEMO_COLLECTION_POINT,
  DEMO_COLLECTION_POINT_ID,
} from "../../scripts/seed/seed-collection-point.ts";
import { signUpCustomer, type SignedInAccount } from "../support/auth-tokens.ts";
import {
  createTestBooks,
  db,
  liftOrderLimits,
  orders,
  requestOrder,
  validOrder,
} from "../support/order-fixtures.ts";

import {
  alive,
  crash,
  interrupt,
  killLeftovers,
  launchStore,
  listeningPorts,
  sleep,
  type StoreProcess,
  suitePorts,
  waitUntilRunning,
} from "./store-process.ts";

/**
 * Crash safety of the local store, end to end: `npm start`'s own script on its own ports and data
 * directory, a shopper placing orders over HTTP, then a SIGKILL of every process of the suite,
 * and a Ctrl-C while a shopper keeps ordering through the whole shutdown. The figures go to
 * test-reports/crash-figures.json.
 */

const INTERVAL_MS = 3000;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bookstore-crash-"));
const dataDir = path.join(workDir, "emulator-data");
const launched: StoreProcess[] = [];
/** How long each launch took until the store served (and the seed ran), in ms. */
const startMs: Record<string, number> = {};

afterAll(async () => {
  for (const store of launched) await killLeftovers(store);
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function start(label: string): Promise<StoreProcess> {
  const store = launchStore(dataDir, path.join(workDir, `${label}.log`), INTERVAL_MS);
  launched.push(store);
  const started = Date.now();
  await waitUntilRunning(store);
  startMs[label] = Date.now() - started;
  return store;
}

interface Placed {
  id: string;
  ackedAt: number;
}

/**
 * A shopper who orders one after another until told to stop; every acknowledged order is kept,
 * and every refusal is counted: a 503 of the closing store, no connection, or another answer.
 */
function shop(shopper: SignedInAccount, productIds: string[]) {
  const placed: Placed[] = [];
  const refused = { closing: 0, unreachable: 0, other: {} as Record<number, number> };
  let stopped = false as boolean;
  const loop = (async () => {
    while (!stopped) {
      try {
        // The 201 is the acknowledgement: the order's mail follows it in a trigger.
        const { status, body } = await requestOrder(shopper.idToken, validOrder(productIds));
        if (status === 201) {
          placed.push({ id: body._id, ackedAt: Date.now() });
          // The shopper orders more than the per-customer limits allow; a suite that is gone
          // must not hold the loop up.
          await Promise.race([liftOrderLimits(shopper.uid).catch(() => undefined), sleep(1000)]);
        } else if (status === 503 && body.message === MESSAGES.storeClosing) refused.closing += 1;
        else refused.other[status] = (refused.other[status] ?? 0) + 1;
      } catch {
        // The suite is gone (killed or stopping), or its answer was not JSON: never acknowledged.
        refused.unreachable += 1;
        await sleep(50);
      }
    }
  })();
  return {
    placed,
    refused,
    failures: () =>
      refused.closing +
      refused.unreachable +
      Object.values(refused.other).reduce((sum, count) => sum + count, 0),
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

async function waitFor(what: string, condition: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

function readExportInfo(): ExportInfo | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, EXPORT_INFO_FILE), "utf8")) as ExportInfo;
  } catch {
    return null;
  }
}

/** Every periodic export seen on disk while `condition` is awaited. */
function watchExports() {
  const seen = new Map<number, ExportInfo>();
  const timer = setInterval(() => {
    const info = readExportInfo();
    if (info) seen.set(info.startedAt, info);
  }, 50);
  return {
    all: () => [...seen.values()],
    stop: () => {
      clearInterval(timer);
    },
  };
}

async function storedOrderIds(uid: string): Promise<Set<string>> {
  const snapshot = await orders.where("uid", "==", uid).select().get();
  return new Set(snapshot.docs.map((doc) => doc.id));
}

/** Two books of the test's own with copies for every order the shoppers place. */
async function bookIds(): Promise<string[]> {
  const books = await createTestBooks("crash", [9.99, 14.5], MAX_STOCK);
  return books.map((book) => book.id);
}

async function expectSuiteGone(pids: number[]): Promise<void> {
  expect(alive(pids)).toEqual([]);
  expect(await listeningPorts(suitePorts())).toEqual([]);
}

it("a SIGKILL while a shopper orders loses at most the last interval, and Ctrl-C loses no acknowledged order", async () => {
  const testStarted = Date.now();

  // 1. The store runs and a shopper orders; the data is exported every INTERVAL_MS.
  const first = await start("1-until-sigkill");
  // The fresh store comes seeded with its counter, so ordering to collect works at once.
  const counter = await collectionPointsCollection(db).doc(DEMO_COLLECTION_POINT_ID).get();
  expect(counter.data()).toMatchObject(DEMO_COLLECTION_POINT);
  const productIds = await bookIds();
  const shopper = await signUpCustomer();
  const exports = watchExports();
  const shopping = shop(shopper, productIds);
  await waitFor("orders to be placed", () => shopping.placed.length >= 3);
  const thirdOrderAt = shopping.placed[2]?.ackedAt ?? Infinity;
  await waitFor(
    "two exports after the first orders",
    () => exports.all().filter((info) => info.startedAt > thirdOrderAt).length >= 2,
  );
  // Half an interval after an export: orders keep being acknowledged that no export holds yet.
  await sleep(INTERVAL_MS / 2);

  // 2. SIGKILL to every process of the suite, mid-interval, while the shopper orders.
  const killedAt = Date.now();
  const killed = await crash(first);
  await shopping.stop();
  exports.stop();
  await expectSuiteGone(killed);
  const placed = [...shopping.placed];

  // What a restart finds on disk: start.mjs finishes an interrupted swap the same way.
  recoverDataDir(dataDir);
  const saved = readExportInfo();
  if (!saved) throw new Error("no periodic export on disk");
  expect(killedAt - saved.startedAt).toBeLessThanOrEqual(INTERVAL_MS + saved.ms + 1000);

  // 3. Restart from the data directory.
  const second = await start("2-after-sigkill");
  const afterCrash = await storedOrderIds(shopper.uid);
  const lost = placed.filter((order) => !afterCrash.has(order.id));
  const savedInTime = placed.filter((order) => order.ackedAt < saved.startedAt);
  expect(savedInTime.length).toBeGreaterThanOrEqual(3);
  expect(savedInTime.filter((order) => !afterCrash.has(order.id))).toEqual([]);
  // Only orders acknowledged after the snapshot of the last completed export can be missing.
  for (const order of lost) expect(order.ackedAt).toBeGreaterThanOrEqual(saved.startedAt);

  // 4. Ctrl-C while a second shopper orders, and keeps ordering until the suite is gone: the
  // launcher closes the store's write gate before firebase-tools saves, so an order is either
  // acknowledged and saved, or refused (503) or never reaches the store.
  const secondShopper = await signUpCustomer();
  const busyShopping = shop(secondShopper, productIds);
  await waitFor("orders before Ctrl-C", () => busyShopping.placed.length >= 5);
  const interruptedAt = Date.now();
  const stopped = await interrupt(second);
  const stopMs = Date.now() - interruptedAt;
  await busyShopping.stop();
  await expectSuiteGone(stopped);
  const acknowledged = [...busyShopping.placed];
  const beforeStop = acknowledged.filter((order) => order.ackedAt < interruptedAt);
  const duringStop = acknowledged.filter((order) => order.ackedAt >= interruptedAt);

  // 5. Restart: nothing of either shopper is lost, and the store takes orders again.
  const third = await start("3-after-ctrl-c");
  const afterStop = await storedOrderIds(secondShopper.uid);
  const lostAfterStop = acknowledged.filter((order) => !afterStop.has(order.id));
  expect(lostAfterStop).toEqual([]);
  // The shopper met the closed store while it saved (the suite had not stopped yet).
  expect(busyShopping.refused.closing).toBeGreaterThan(0);
  const firstShopperNow = await storedOrderIds(shopper.uid);
  expect([...afterCrash].filter((id) => !firstShopperNow.has(id))).toEqual([]);
  // The saved data holds the closed gate; the launcher opened it on start. (A new customer: the
  // Auth emulator's import makes tokens issued before the restart count as revoked.)
  const nextShopper = await signUpCustomer();
  expect((await requestOrder(nextShopper.idToken, validOrder(productIds))).status).toBe(201);
  await expectSuiteGone(await interrupt(third));

  const figures = {
    exportIntervalMs: INTERVAL_MS,
    exportsSeen: exports.all().length,
    exportMs: exports.all().map((info) => info.ms),
    sigkill: {
      ordersAcknowledged: placed.length,
      ordersLost: lost.length,
      lastExportBeforeKillMs: killedAt - saved.startedAt,
      processesKilled: killed.length,
      failedOrderAttempts: shopping.failures(),
    },
    ctrlC: {
      ordersAcknowledgedBeforeCtrlC: beforeStop.length,
      ordersAcknowledgedWhileStopping: duringStop.length,
      ordersRefusedWhileClosing: busyShopping.refused.closing,
      orderAttemptsWithoutConnection: busyShopping.refused.unreachable,
      orderAttemptsOtherAnswers: busyShopping.refused.other,
      ordersLost: lostAfterStop.length,
      stopMs,
    },
    startMs,
    testMs: Date.now() - testStarted,
  };
  console.info(`Crash safety figures: ${JSON.stringify(figures, null, 2)}`);
  fs.mkdirSync(path.join(ROOT, "test-reports"), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, "test-reports", "crash-figures.json"),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
});
