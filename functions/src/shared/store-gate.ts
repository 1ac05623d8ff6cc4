import { COLLECTIONS } from "./collections.ts";

/**
 * The store's write gate: while system/store has `closing: true`, the API refuses orders, contact
 * messages, newsletter sign-ups and order status changes with a 503. `npm start` closes it on
 * Ctrl-C before the emulators save their data, and opens it when it starts
 * (scripts/lib/store-gate.mjs names the same document; a unit test keeps the two in step).
 */
export const STORE_GATE = {
  collection: COLLECTIONS.system,
  document: "store",
  field: "closing",
} as const;

/** Retry-After of the 503 a closed store answers: a restart takes about a minute. */
export const STORE_CLOSING_RETRY_AFTER_SECONDS = 60;
