// @ts-check
import { spawnSync } from "node:child_process";
import fs from "node:fs";

import { fail, run } from "./run.mjs";

/**
 * Debian's browsers (a test tool's own browser download cannot work offline):
 * - `tests`: Chromium's headless shell, the headless-only build Playwright itself runs headless
 *   tests in. It renders pages with the same engine and, without the full browser's UI machinery,
 *   spends about half the CPU per test, which the suite's two lanes share.
 * - `full`: the whole browser, for the bench's Lighthouse and page-view runs, which measure what a
 *   visitor's browser does.
 * CHROMIUM_PATH overrides both with a Chromium or Chrome binary of your own.
 */
const BROWSERS = {
  tests: { path: "/usr/bin/chromium-headless-shell", debianPackage: "chromium-headless-shell" },
  full: { path: "/usr/bin/chromium", debianPackage: "chromium" },
};

/** The browser of the Playwright tests. */
export const TEST_BROWSER_PATH = process.env.CHROMIUM_PATH ?? BROWSERS.tests.path;
/** The browser of the bench. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? BROWSERS.full.path;

/**
 * Installs the browser with apt-get when it is missing and this is root; anyone else is told how
 * to get it.
 * @param {keyof typeof BROWSERS} kind
 */
export async function ensureChromium(kind) {
  const path = kind === "tests" ? TEST_BROWSER_PATH : CHROMIUM_PATH;
  if (fs.existsSync(path)) return;
  const { debianPackage } = BROWSERS[kind];
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("apt-get", ["--version"]).status === 0;
  if (!isRoot || !hasApt) {
    fail(
      `${path} was not found: install it (on Debian: \`sudo apt-get install -y ${debianPackage}\`) ` +
        "or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the command again.",
    );
  }
  console.log(`Installing Debian's ${debianPackage}...`);
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", debianPackage], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
