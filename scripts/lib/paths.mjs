// @ts-check
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const PROJECT_ID = "demo-bookstore";
export const CACHE_DIR = path.join(ROOT, ".cache");
export const FIREBASE_BIN = path.join(
  ROOT,
  "node_modules",
  "firebase-tools",
  "lib",
  "bin",
  "firebase.js",
);

/** Where `npm start` keeps the emulators' data; BOOKSTORE_DATA_DIR moves it (the crash test does). */
export const DATA_DIR = process.env.BOOKSTORE_DATA_DIR
  ? path.resolve(process.env.BOOKSTORE_DATA_DIR)
  : path.join(ROOT, ".emulator-data");

/** The emulators' ports in firebase.json (a unit test keeps the two in step). */
export const BASE_PORTS = {
  hosting: 5000,
  functions: 5001,
  firestore: 8080,
  auth: 9099,
  hub: 4400,
};

/**
 * BOOKSTORE_EMULATOR_PORT_OFFSET shifts every emulator port, so a second suite (the crash test's)
 * can run beside one on the default ports.
 * @param {string | undefined} value
 * @returns {number}
 */
export function parsePortOffset(value) {
  if (value === undefined || value.trim() === "") return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(
      `BOOKSTORE_EMULATOR_PORT_OFFSET must be a whole number from 0 to 50000, not "${value}".`,
    );
  }
  return offset;
}

export const PORT_OFFSET = parsePortOffset(process.env.BOOKSTORE_EMULATOR_PORT_OFFSET);

/**
 * The addresses scripts and tests use for a suite whose ports are shifted by `offset`.
 * @param {number} offset
 */
export function emulatorUrls(offset) {
  const port = (/** @type {keyof typeof BASE_PORTS} */ name) => BASE_PORTS[name] + offset;
  return {
    store: `http://localhost:${port("hosting")}`,
    functions: `http://127.0.0.1:${port("functions")}/${PROJECT_ID}/us-central1/api`,
    hub: `http://127.0.0.1:${port("hub")}`,
    /** Where the emulators listen, as the Admin SDK reads it from the environment. */
    hosts: {
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port("firestore")}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${port("auth")}`,
    },
  };
}

/**
 * The local servers API tests serve cover pictures from (tests/support/cover-server.ts), one per
 * test file that needs one. A test session's Functions emulator may fetch from exactly these
 * origins and no other private address (functions/src/lib/emulator-fetch-allow-list.ts).
 */
export const TEST_FETCH_BASE_PORTS = { covers: 4600, privateCovers: 4601 };

/**
 * The `host:port` of each test cover server for a suite whose ports are shifted by `offset`.
 * @param {number} offset
 */
export function testFetchOrigins(offset) {
  return {
    covers: `127.0.0.1:${TEST_FETCH_BASE_PORTS.covers + offset}`,
    privateCovers: `127.0.0.1:${TEST_FETCH_BASE_PORTS.privateCovers + offset}`,
  };
}

export const TEST_FETCH_ORIGINS = testFetchOrigins(PORT_OFFSET);

const urls = emulatorUrls(PORT_OFFSET);
export const STORE_URL = urls.store;
export const FUNCTIONS_URL = urls.functions;
export const HUB_URL = urls.hub;
/** Where the emulators listen; the same values as firebase.json, shifted by PORT_OFFSET. */
export const EMULATOR_HOSTS = urls.hosts;
