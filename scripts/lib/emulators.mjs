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
import { killTree } from "./process-tree.mjs";
import { closeStore } from "./store-gate.mjs";

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

/**
 * How many function invocations the Functions emulator runs at once; the rest wait in its queue.
 * It runs each in a worker process of its own and starts a new one for every invocation that finds
 * none idle, and a start loads the whole function on one core for a second or two: with
 * firebase-tools' default of 50, a burst of requests on a small machine starts dozens at once,
 * and they hold the cores for longer than Hosting waits (504). Eight per core start at most
 * about fifteen seconds of work at once, a burst queues for warm workers, and enough
 * invocations overlap their waits on Firestore for thousands of background triggers (a
 * catalogue grown by 10,000 books) to drain in minutes.
 */
const FUNCTION_INVOCATIONS_AT_ONCE = Math.min(50, 8 * os.availableParallelism());

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
    // Seconds a new Functions worker may take to load (firebase-tools' default is 30). Workers
    // started together on a small machine share its cores and need longer, and one that runs out
    // of time is killed and started again, which only adds to the queue.
    FUNCTIONS_DISCOVERY_TIMEOUT: "180",
    FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTION_INVOCATIONS_AT_ONCE),
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
 * @param {boolean} [detached] in a session of its own, so a terminal's Ctrl-C reaches only this process
 */
export function startEmulators(env, extra, cwd = ROOT, detached = false) {
  return spawn(process.execPath, firebaseArgs("emulators:start", extra), {
    cwd,
    env,
    detached,
    // Detached, it has no terminal to read; nothing it prompts for may wait on one.
    stdio: detached ? ["ignore", "inherit", "inherit"] : "inherit",
  });
}

/**
 * The suite on saved data, as `npm start` runs it: finishes any swap a crash interrupted,
 * imports `dataDir`, and saves it periodically (once started) and on a graceful stop. firebase-tools
 * runs in `dataDir`'s parent, so its temporary exports sit beside the data and a rename moves them.
 *
 * firebase-tools runs detached: a terminal's Ctrl-C reaches only the launcher, which closes the
 * store's write gate (lib/store-gate.mjs) before it lets firebase-tools export and stop. Were the
 * signal to reach firebase-tools directly, it would export first and stop the Functions emulator
 * only after, and orders acknowledged in between would be missing from the export.
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
    true,
  );
  /** @type {{ stop: () => Promise<void> } | undefined} */
  let exporter;
  let ready = false;
  /** @type {Promise<number> | undefined} */
  let stopping;

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
    /**
     * A graceful stop that loses nothing the store acknowledged: the periodic export ends, the
     * store's write gate closes and the writes already running finish, then firebase-tools
     * exports and exits. Whatever fails on the way, firebase-tools is still told to stop. Runs once.
     * @returns {Promise<number>} firebase-tools' exit code, once the data is saved
     */
    stop() {
      stopping ??= (async () => {
        try {
          await exporter?.stop();
          if (ready) {
            const { drainedMs, stillRunning } = await closeStore();
            if (stillRunning > 0) {
              console.warn(
                `${stillRunning} write(s) still running after ${drainedMs} ms; saving anyway.`,
              );
            }
          }
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          console.warn(`Could not close the store before saving: ${reason}`);
        }
        // A second SIGINT would make firebase-tools exit at once, leaving the Java emulators.
        emulators.kill("SIGINT");
        return exited;
      })();
      return stopping;
    },
    /** Stops at once without saving: firebase-tools and every emulator process under it. */
    kill() {
      if (emulators.pid !== undefined) killTree(emulators.pid);
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
