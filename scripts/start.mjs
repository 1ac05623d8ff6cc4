// @ts-check
/**
 * `npm start`: installs what is missing, builds, starts the emulator suite with the saved data,
 * seeds an empty database and prints where the store is. Ctrl-C exports the data and stops
 * everything. `npm run dev` does the same and adds Vite's dev server with hot reload.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";

import { ensureDependencies } from "./lib/dependencies.mjs";
import { emulatorEnv, hasExport, startEmulators, waitForStore } from "./lib/emulators.mjs";
import { DATA_DIR, ROOT, STORE_URL } from "./lib/paths.mjs";
import { run } from "./lib/run.mjs";

const dev = process.argv.includes("--dev");

await ensureDependencies();
const env = emulatorEnv();
await run("npm", ["run", "build"]);

fs.mkdirSync(DATA_DIR, { recursive: true });
const importArgs = hasExport(DATA_DIR) ? ["--import", DATA_DIR] : [];
const emulators = startEmulators(env, [...importArgs, "--export-on-exit", DATA_DIR]);
/** @type {import("node:child_process").ChildProcess[]} */
const helpers = [];

// Ctrl-C reaches every process in the terminal's group: firebase-tools exports and stops the
// emulators itself, so this process only waits for it to finish.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => emulators.kill("SIGINT"));
emulators.on("exit", (code) => {
  for (const helper of helpers) helper.kill("SIGTERM");
  process.exit(code ?? 0);
});

try {
  await waitForStore();
  await run("npm", ["run", "seed", "--", "--if-empty"], { env });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  emulators.kill("SIGINT");
}

const { default: accounts } = await import("./seed/demo-accounts.json", { with: { type: "json" } });
const url = dev ? "http://localhost:5173" : STORE_URL;
console.log(`
  Book Store is running: ${url}
  Admin login (${url}/admin): ${accounts.admin.username} / ${accounts.admin.password}
  Demo customer (${url}/login): ${accounts.customer.email} / ${accounts.customer.password}
  Data is saved to .emulator-data/ when you press Ctrl-C; \`npm run reset\` wipes it.
`);

if (dev) {
  helpers.push(spawn("npm", ["run", "dev", "-w", "web"], { cwd: ROOT, env, stdio: "inherit" }));
}
