// @ts-check
/**
 * The local store's write gate (packages/shared/site/store-gate.ts): while system/store has
 * `closing: true` the emulated API refuses every write request with a 503, and each write request
 * holds a ticket in system/store/writes while it runs. `npm start` closes the gate on Ctrl-C and
 * waits until no ticket is left before firebase-tools saves the data, so nothing the store
 * acknowledged is written after that save; it opens the gate when it starts (a save taken while
 * closing holds `closing: true`). Read and written through the Firestore emulator's REST API as
 * its owner, which the security rules do not govern.
 */
import { EMULATOR_HOSTS, PROJECT_ID } from "./paths.mjs";

/** The same documents and field as packages/shared/site/store-gate.ts (a unit test checks). */
export const STORE_GATE = {
  collection: "system",
  document: "store",
  field: "closing",
  tickets: "writes",
};
const REQUEST_TIMEOUT_MS = 10_000;
/** The longest the launcher waits for running writes; the Hosting emulator gives up at 60 s. */
export const DRAIN_TIMEOUT_MS = 60_000;
const DRAIN_POLL_MS = 50;
const OWNER = { Authorization: "Bearer owner", "Content-Type": "application/json" };

function gateUrl() {
  const { collection, document } = STORE_GATE;
  return `http://${EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collection}/${document}`;
}

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function emulatorRequest(url, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: OWNER,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new Error(`the Firestore emulator answered ${response.status}: ${await response.text()}`);
  }
  return /** @type {unknown} */ (await response.json());
}

/**
 * Sets the flag; resolves once the write is committed.
 * @param {boolean} closing
 */
async function setClosing(closing) {
  await emulatorRequest(`${gateUrl()}?updateMask.fieldPaths=${STORE_GATE.field}`, {
    method: "PATCH",
    body: JSON.stringify({ fields: { [STORE_GATE.field]: { booleanValue: closing } } }),
  });
}

/**
 * The names of the write tickets held now (write requests still running).
 * @returns {Promise<string[]>}
 */
async function heldTickets() {
  const page = /** @type {{ documents?: { name: string }[] }} */ (
    await emulatorRequest(`${gateUrl()}/${STORE_GATE.tickets}?pageSize=100`)
  );
  return (page.documents ?? []).map((document) => document.name);
}

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Closes the gate, then waits until every write request that got through before has answered.
 * @returns {Promise<{ drainedMs: number, stillRunning: number }>}
 */
export async function closeStore() {
  await setClosing(true);
  const started = Date.now();
  let running = await heldTickets();
  while (running.length > 0 && Date.now() - started < DRAIN_TIMEOUT_MS) {
    await sleep(DRAIN_POLL_MS);
    running = await heldTickets();
  }
  return { drainedMs: Date.now() - started, stillRunning: running.length };
}

/** Opens the gate, dropping tickets a killed store left behind. */
export async function openStore() {
  for (const name of await heldTickets()) {
    await emulatorRequest(`http://${EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST}/v1/${name}`, {
      method: "DELETE",
    });
  }
  await setClosing(false);
}
