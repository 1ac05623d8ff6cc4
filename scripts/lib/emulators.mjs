// @ts-check
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { emulatorConfigFile, emulatorTargets, firestoreEmulatorSource } from "./emulator-files.mjs";
import { requireJava } from "./java.mjs";
import { EMULATOR_HOSTS, FIREBASE_BIN, PROJECT_ID, ROOT, STORE_URL } from "./paths.mjs";

/** Environment for firebase-tools and for scripts that talk to the emulators. */
export function emulatorEnv() {
  requireJava();
  const firestore = firestoreEmulatorSource();
  console.log(`Firestore emulator: ${firestore.source}`);
  return {
    ...process.env,
    ...firestore.env,
    ...EMULATOR_HOSTS,
    GCLOUD_PROJECT: PROJECT_ID,
    NO_UPDATE_NOTIFIER: "1",
  };
}

/**
 * The firebase-tools arguments shared by `emulators:start` and `emulators:exec`.
 * @param {string} command
 * @param {string[]} extra
 */
export function firebaseArgs(command, extra = []) {
  return [
    FIREBASE_BIN,
    command,
    "--project",
    PROJECT_ID,
    "--config",
    emulatorConfigFile(),
    "--only",
    emulatorTargets().join(","),
    ...extra,
  ];
}

/**
 * Starts the emulator suite in the background of this process.
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} extra
 */
export function startEmulators(env, extra) {
  return spawn(process.execPath, firebaseArgs("emulators:start", extra), {
    cwd: ROOT,
    env,
    stdio: "inherit",
  });
}

/** Waits until Hosting answers and the api function behind it serves a request. */
export async function waitForStore(timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`${STORE_URL}/api/books?limit=1`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The store did not answer at ${STORE_URL} within ${timeoutMs / 1000} s.`);
}

/** @param {string} dir */
export function hasExport(dir) {
  return fs.existsSync(path.join(dir, "firebase-export-metadata.json"));
}
