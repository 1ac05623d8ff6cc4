// @ts-check
import { spawnSync } from "node:child_process";
import fs from "node:fs";

import { fail, run } from "./run.mjs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Browser tests use Debian's Chromium (a test tool's own browser download cannot work offline).
 * As root it is installed with apt-get; anyone else is told how to get it.
 */
export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("apt-get", ["--version"]).status === 0;
  if (!isRoot || !hasApt) {
    fail(
      `Chromium was not found at ${CHROMIUM_PATH}: install it (on Debian: \`sudo apt-get install -y chromium\`) ` +
        "or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.",
    );
  }
  console.log("Installing Debian's chromium for the browser tests...");
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", "chromium"], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
