// @ts-check
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { emulatorConfigFile, emulatorTargets, firestoreEmulatorSource } from "./emulator-files.mjs";
import { requireJava } from "./java.mjs";
import {
  EMULATOR_HOSTS,
  FIREBASE_BIN,
  HUB_URL,
  PORT_OFFSET,
  PROJECT_ID,
  ROOT,
  STORE_URL,
} from "./paths.mjs";
import {
  exportPaths,
  promoteExport,
  recoverDataDir,
  startPeriodicExport,
} from "./periodic-export.mjs";

/**
 * firebase-tools finds a running suite through a file named after the project in the temporary
 * directory, and deletes it when that suite stops; a suite on shifted ports gets a temporary
 * directory of its own, so it never answers (or unregisters) for the one on the default ports.
 */
function suiteTempDir() {
  if (PORT_OFFSET === 0) return {};
  const dir = path.join(os.tmpdir(), `bookstore-emulators-offset-${PORT_OFFSET}`);
  fs.mkdirSync(dir, { recursive: true });
  return { TMPDIR: dir };
}

/** Environment for firebase-tools and for scripts that talk to the emulators. */
export function emulatorEnv() {
  requireJava();
  const firestore = firestoreEmulatorSource();
  console.log(`Firestore emulator: ${firestore.source}`);
  return {
    ...process.env,
    ...firestore.env,
    ...EMULATOR_HOSTS,
    ...suiteTempDir(),
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
 * @param {string} [cwd] where firebase-tools (and the Java emulators) write logs and temporary exports
 */
export function startEmulators(env, extra, cwd = ROOT) {
  return spawn(process.execPath, firebaseArgs("emulators:start", extra), {
    cwd,
    env,
    stdio: "inherit",
  });
}

/**
 * The suite on saved data, as `npm start` runs it: finishes any swap a crash interrupted,
 * imports `dataDir`, and saves it periodically (once started) and on a graceful stop. firebase-tools
 * runs in `dataDir`'s parent, so its temporary exports sit beside the data and a rename moves them.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} dataDir
 */
export function startStore(env, dataDir) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const importArgs = recoverDataDir(dataDir) ? ["--import", dataDir] : [];
  const { exit } = exportPaths(dataDir);
  const emulators = startEmulators(
    env,
    [...importArgs, "--export-on-exit", exit],
    path.dirname(dataDir),
  );
  /** @type {{ stop: () => Promise<void> } | undefined} */
  let exporter;
  let ready = false;

  /** @type {Promise<number>} */
  const exited = new Promise((resolve) => {
    emulators.on("exit", (code) => {
      void (exporter?.stop() ?? Promise.resolve()).then(() => {
        // An export on exit before the store ever served could hold less than `dataDir`.
        if (ready) promoteExport(dataDir, exit);
        else fs.rmSync(exit, { recursive: true, force: true });
        resolve(code ?? 1);
      });
    });
  });

  return {
    emulators,
    /** Resolves with firebase-tools' exit code once the data is saved. */
    exited,
    /** @param {number} intervalMs */
    startExports(intervalMs) {
      ready = true;
      exporter ??= startPeriodicExport({ hubUrl: HUB_URL, dataDir, intervalMs });
    },
    /** Stops the periodic export; a graceful stop's own export follows it. */
    async stopExports() {
      await exporter?.stop();
    },
    /** A graceful stop: the periodic export ends, then firebase-tools exports and exits. */
    async stop() {
      await exporter?.stop();
      emulators.kill("SIGINT");
      return exited;
    },
  };
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
