import type { MemoryOption } from "firebase-functions/v2/options";

/**
 * Every deployed function's production settings, by the function's exported name. Each function
 * passes its entry to its trigger (`onRequest(FUNCTION_SETTINGS.api, …)`); the deploy refuses a
 * function without all of them. docs/deploying.md gives the reasoning and the cost of each.
 */
export interface ProductionSettings {
  region: "us-central1";
  /** vCPUs per instance; concurrency above 1 needs at least 1. */
  cpu: number;
  memory: MemoryOption;
  /** Requests (or events) one instance serves at once. */
  concurrency: number;
  /** Instances kept warm while idle; each one is billed all month. */
  minInstances: number;
  /** The ceiling on instances, and so on the bill, under a flood. */
  maxInstances: number;
  timeoutSeconds: number;
}

/** A daily job: one run at a time on one small instance. */
const DAILY_JOB = {
  region: "us-central1",
  cpu: 1,
  memory: "256MiB",
  concurrency: 1,
  minInstances: 0,
  maxInstances: 1,
  timeoutSeconds: 60,
} as const satisfies ProductionSettings;

/**
 * A trigger of short I/O-bound work whose events come in bursts: one vCPU serves many at once, a
 * few instances cover a burst, and none idles, as a cold start only delays the work.
 */
const BURST_TRIGGER = {
  region: "us-central1",
  cpu: 1,
  memory: "256MiB",
  concurrency: 40,
  minInstances: 0,
  maxInstances: 5,
  timeoutSeconds: 60,
} as const satisfies ProductionSettings;

/**
 * A daily job over the orders: each order a short transaction, with the longest timeout a
 * scheduled function has for a busy day.
 */
const DAILY_ORDERS_JOB = { ...DAILY_JOB, timeoutSeconds: 540 } as const;

export const FUNCTION_SETTINGS = {
  /**
   * The HTTPS API behind Hosting. Most requests wait on Firestore, so one vCPU serves many at
   * once; memory covers the admin sign-in's two scrypt checks at once (128 MiB each; its cap,
   * auth/admin-login.ts) and a cover being re-encoded. Hosting gives up on a request after 60 s.
   */
  api: {
    region: "us-central1",
    cpu: 1,
    memory: "1GiB",
    concurrency: 40,
    minInstances: 0,
    maxInstances: 20,
    timeoutSeconds: 60,
  },
  /** Stock roll-ups: a short transaction per event, at most about two a second per book. */
  rollUpStock: {
    region: "us-central1",
    cpu: 1,
    memory: "256MiB",
    concurrency: 20,
    minInstances: 0,
    maxInstances: 5,
    timeoutSeconds: 60,
  },
  /**
   * What follows each order's commit: a roll-up request per book and one short transaction for
   * its mail. Orders come in bursts (a flash sale), so instances serve many events at once.
   */
  followUpPlacedOrders: BURST_TRIGGER,
  /** Rating roll-up requests: one compare-and-set per review write, which are rare. */
  requestRatingRollUps: {
    region: "us-central1",
    cpu: 1,
    memory: "256MiB",
    concurrency: 40,
    minInstances: 0,
    maxInstances: 3,
    timeoutSeconds: 60,
  },
  /** Rating roll-ups: one aggregation and a short transaction, at most about once a second per book. */
  rollUpRatings: {
    region: "us-central1",
    cpu: 1,
    memory: "256MiB",
    concurrency: 20,
    minInstances: 0,
    maxInstances: 3,
    timeoutSeconds: 60,
  },
  /**
   * Completing books written past the API: short I/O-bound work, so one vCPU serves many events
   * at once; a few instances cover an admin's bursts and the roll-ups' book writes; none idle, as
   * a cold start only delays the completion.
   */
  completeBookWrites: BURST_TRIGGER,
  /**
   * Back-in-stock mail: every book write fires it, and all but a restock return at once; a
   * restock runs a short transaction per alert. Few instances: mail can wait a cold start.
   */
  sendStockAlerts: {
    region: "us-central1",
    cpu: 1,
    memory: "256MiB",
    concurrency: 40,
    minInstances: 0,
    maxInstances: 3,
    timeoutSeconds: 120,
  },
  /**
   * Search index rebuilds: one at a time (they replace one snapshot), each holding the catalogue's
   * indexed fields and the index in memory at once (about 0.3 GiB at 100,000 books, see
   * docs/search.md).
   */
  rebuildSearchIndex: {
    region: "us-central1",
    cpu: 1,
    memory: "1GiB",
    concurrency: 1,
    minInstances: 0,
    maxInstances: 1,
    timeoutSeconds: 300,
  },
  /** The owner's daily summary: a few aggregation queries and one mail, once a day. */
  ownerDailySummary: DAILY_JOB,
  /** The pre-orders' release: one transaction per order due that day, once a day. */
  releasePreOrdersDaily: DAILY_ORDERS_JOB,
  /** The counter's hold: a transaction or a cancel per order ready for collection, once a day. */
  holdCollectionsDaily: DAILY_ORDERS_JOB,
} as const satisfies Record<string, ProductionSettings>;
