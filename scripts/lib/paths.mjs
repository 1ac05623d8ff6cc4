// @ts-check
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const PROJECT_ID = "demo-bookstore";
export const DATA_DIR = path.join(ROOT, ".emulator-data");
export const CACHE_DIR = path.join(ROOT, ".cache");
export const FIREBASE_BIN = path.join(
  ROOT,
  "node_modules",
  "firebase-tools",
  "lib",
  "bin",
  "firebase.js",
);
export const STORE_URL = "http://localhost:5000";
export const FUNCTIONS_URL = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api`;

/** Where the emulators listen; the same values as firebase.json. */
export const EMULATOR_HOSTS = {
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
};
