// @ts-check
/**
 * The bench's own emulator suite: every port shifted by BOOKSTORE_EMULATOR_PORT_OFFSET (300 by
 * default, set by index.mjs), so it runs beside a developer's `npm start`; Hosting serves the
 * bench's build, and that build talks to the shifted Auth and Firestore emulators.
 */
import path from "node:path";

import { emulatorConfigFile, emulatorTargets } from "../lib/emulator-files.mjs";
import { BASE_PORTS, FIREBASE_BIN, PORT_OFFSET, PROJECT_ID, ROOT } from "../lib/paths.mjs";

export { DEFAULT_BENCH_PORT_OFFSET } from "./offset.mjs";
export const BENCH_DIR = path.join(ROOT, "bench-results");
export const BENCH_DIST = path.join(BENCH_DIR, "web-dist");

/**
 * The environment of the bench's `vite build`: no test hooks, and the emulators on shifted ports
 * (process env overrides web/.env.emulator for VITE_* variables). The splash keeps its
 * configured duration: the bench measures a first visit, which shows it, and a returning one.
 * @param {number} portOffset
 * @returns {{ VITE_TEST_HOOKS: string, VITE_FIRESTORE_EMULATOR_HOST: string,
 *   VITE_AUTH_EMULATOR_URL: string }}
 */
export function benchWebEnv(portOffset) {
  return {
    // What a shopper downloads: the browser tests' sign-in hooks are no part of it.
    VITE_TEST_HOOKS: "false",
    VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${BASE_PORTS.firestore + portOffset}`,
    VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${BASE_PORTS.auth + portOffset}`,
  };
}

/**
 * firebase-tools arguments for a command run inside the bench's suite (`emulators:exec`) or for
 * the suite alone (`emulators:start`, to develop the bench).
 * @param {"emulators:exec" | "emulators:start"} command
 * @param {string[]} extra
 */
export function benchFirebaseArgs(command, extra = []) {
  const config = emulatorConfigFile({
    hostingPublic: path.relative(ROOT, BENCH_DIST).split(path.sep).join("/"),
    variant: "bench",
  });
  return [
    FIREBASE_BIN,
    command,
    "--project",
    PROJECT_ID,
    "--config",
    config,
    "--only",
    emulatorTargets().join(","),
    ...extra,
  ];
}

export { PORT_OFFSET };

/** The search page the bench measures; Open Library is answered by a recorded fixture. */
export const SEARCH_PATH = "/search?q=data+engineering";
