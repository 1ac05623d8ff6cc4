// @ts-check
import fs from "node:fs";
import path from "node:path";

import { ROOT } from "./paths.mjs";
import { run } from "./run.mjs";

/** Installs npm packages when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  const lock = path.join(ROOT, "package-lock.json");
  const installed = path.join(ROOT, "node_modules", ".package-lock.json");
  const upToDate =
    fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (upToDate) return;
  // Not `npm ci`: the registry this project is built against lacks some other platforms'
  // optional binaries, which leaves them out of the lockfile, and `npm ci` refuses that.
  console.log("Installing npm packages...");
  await run("npm", ["install", "--no-audit", "--no-fund"]);
}
