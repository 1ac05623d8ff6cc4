// @ts-check
/**
 * `npm start`: installs what is missing, builds, starts the emulator suite with the saved data,
 * runs the data migrations on it (docs/migrations.md), seeds an empty database and prints where
 * the store is. The data is saved every minute and on
 * Ctrl-C (see lib/periodic-export.mjs); on Ctrl-C the store first stops taking orders and other
 * writes (lib/store-gate.mjs), so the save holds everything it acknowledged. A second Ctrl-C
 * stops everything at once, without saving. `npm run dev` does the same and adds Vite's dev server
 * with hot reload. `--no-build` skips the install and the build (the crash test runs that way).
 */
import { spawn } from "node:child_process";
import path from "node:path";

import { ensureDependencies } from "./lib/dependencies.mjs";
import { emulatorEnv, startStore, waitForStore } from "./lib/emulators.mjs";
import { DATA_DIR, ROOT, STORE_URL } from "./lib/paths.mjs";
import { exportIntervalMs } from "./lib/periodic-export.mjs";
import { run } from "./lib/run.mjs";
import { openStore } from "./lib/store-gate.mjs";

const dev = process.argv.includes("--dev");
const build = !process.argv.includes("--no-build");
const intervalMs = exportIntervalMs(process.env.BOOKSTORE_EXPORT_INTERVAL_MS);

if (build) await ensureDependencies();
const env = emulatorEnv();
if (build) await run("npm", ["run", "build"]);

const store = startStore(env, DATA_DIR);
/** @type {import("node:child_process").ChildProcess[]} */
const helpers = [];

/**
 * firebase-tools runs in a session of its own, so a terminal's Ctrl-C reaches this process alone
 * (and npm's copy of it, forwarded within milliseconds, is one Ctrl-C, as firebase-tools counts).
 */
const REPEAT_MS = 250;
let firstSignalAt = 0;
/** @param {NodeJS.Signals} signal */
function onSignal(signal) {
  const now = Date.now();
  if (firstSignalAt === 0) {
    firstSignalAt = now;
    console.log(
      `\n${signal}: saving the store's data, then stopping. Press Ctrl-C again to stop now.`,
    );
    void store.stop();
  } else if (now - firstSignalAt > REPEAT_MS) {
    console.log(`\n${signal} again: stopping now, without saving the last changes.`);
    store.kill();
  }
}
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, onSignal);
}
void store.exited.then((code) => {
  for (const helper of helpers) helper.kill("SIGTERM");
  process.exit(code);
});

try {
  await waitForStore();
  // A save taken while the store was closing holds the closed gate.
  await openStore();
  store.startExports(intervalMs);
  // Saved data from an older version of the store is brought up to date before anything reads it.
  await run("npm", ["run", "--silent", "migrate"], { env });
  await run("npm", ["run", "seed", "--", "--if-empty", "--collection-point"], { env });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  void store.stop();
}

const { default: accounts } = await import("./seed/demo-accounts.json", { with: { type: "json" } });
const url = dev ? "http://localhost:5173" : STORE_URL;
const dataDir = DATA_DIR.startsWith(ROOT) ? path.relative(ROOT, DATA_DIR) : DATA_DIR;
console.log(`
  Book Store is running: ${url}
  Admin login (${url}/admin): ${accounts.admin.username} / ${accounts.admin.password}
  Demo customer (${url}/login): ${accounts.customer.email} / ${accounts.customer.password}
  Data is saved to ${dataDir}/ every ${intervalMs / 1000} s and when you press Ctrl-C;
  \`npm run reset\` wipes it.
`);

if (dev) {
  helpers.push(spawn("npm", ["run", "dev", "-w", "web"], { cwd: ROOT, env, stdio: "inherit" }));
}
