// @ts-check
/**
 * The store's write gate (functions/src/shared/store-gate.ts): while system/store has
 * `closing: true` the API refuses every order, contact message, newsletter sign-up and order
 * status change with a 503, reading the flag inside the write's own transaction. `npm start`
 * closes the gate on Ctrl-C before firebase-tools saves the data, so nothing the store
 * acknowledged is written after that save, and opens it when it starts (a saved or crashed
 * store may hold `closing: true`). Written through the Firestore emulator's REST API as its
 * owner, which the security rules do not govern.
 */
import { EMULATOR_HOSTS, PROJECT_ID } from "./paths.mjs";

/** The same document and field as functions/src/shared/store-gate.ts (a unit test checks). */
export const STORE_GATE = { collection: "system", document: "store", field: "closing" };
const TIMEOUT_MS = 10_000;

function gateUrl() {
  const { collection, document } = STORE_GATE;
  return `http://${EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collection}/${document}`;
}

/**
 * Sets the flag; resolves once the write is committed.
 * @param {boolean} closing
 */
async function setClosing(closing) {
  const url = `${gateUrl()}?updateMask.fieldPaths=${STORE_GATE.field}`;
  const response = await fetch(url, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ fields: { [STORE_GATE.field]: { booleanValue: closing } } }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    throw new Error(`the Firestore emulator answered ${response.status}: ${await response.text()}`);
  }
}

/** From now on the API refuses writes; resolves once that is committed. */
export function closeStore() {
  return setClosing(true);
}

/** The API accepts writes again. */
export function openStore() {
  return setClosing(false);
}
