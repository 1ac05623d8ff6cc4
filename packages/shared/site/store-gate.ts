import { COLLECTIONS } from "../core/collections.ts";

/**
 * The local store's write gate. While system/store has `closing: true`, the emulated API refuses
 * every write request with a 503. Each write request holds a ticket in system/store/writes for as
 * long as it runs; `npm start` closes the gate on Ctrl-C and waits until no ticket is left before
 * the emulators save their data, so every write the API acknowledged is in the save
 * (scripts/lib/store-gate.mjs names the same documents; a unit test keeps the two in step).
 */
export const STORE_GATE = {
  collection: COLLECTIONS.system,
  document: "store",
  field: "closing",
  tickets: "writes",
} as const;

/** Retry-After of the 503 a closed store answers: a restart takes about a minute. */
export const STORE_CLOSING_RETRY_AFTER_SECONDS = 60;

/** system/store: the gate itself; a missing field means open. */
export type StoreGateDocument = Partial<Record<(typeof STORE_GATE)["field"], boolean>>;

/** system/store/writes/<auto id>: one write request in flight. */
export interface WriteTicketDocument<TTimestamp> {
  method: string;
  path: string;
  at: TTimestamp;
}
