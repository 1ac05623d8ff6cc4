// @ts-check
/**
 * `npm run bench`: builds the web app for measuring (manifest on, splash off) and reports the
 * performance budgets of issue 6. Not part of `npm test`.
 *
 * Implemented so far: part 1, the bundle of each page from the build's module graph. Parts 2-5
 * (Lighthouse, reads per page view, naive comparison, API load) need their own emulator session
 * and are not written yet: the table says so.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

import { ROOT } from "../lib/paths.mjs";
import { run } from "../lib/run.mjs";

import { HOME_JS_BUDGET_BYTES } from "./budgets.mjs";
import { measureBundles } from "./bundle.mjs";
import { kb, printTable, writeResults } from "./report.mjs";

const HUB_PORT = 4400;
const DIST = path.join(ROOT, "bench-results", "web-dist");

/** @param {number} port */
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => {
      resolve(false);
    });
  });
}

/** `--only=bundle` measures the build alone, needs no emulators, and may run beside a suite. */
const bundleOnly = process.argv.includes("--only=bundle");

if (!bundleOnly && (await portInUse(HUB_PORT))) {
  console.error(
    `An emulator suite is already running (port ${HUB_PORT} answers). The bench seeds up to ` +
      "10,000 books in its own emulator session; stop the other suite and run it again.",
  );
  process.exit(1);
}

/** The splash duration the emulator build uses: web/.env.emulator, else env.ts's default. */
function configuredSplashMs() {
  const file = path.join(ROOT, "web", ".env.emulator");
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const match = /^VITE_SPLASH_MS=(\d+)/m.exec(text);
  return match?.[1] ? Number(match[1]) : 2000;
}

const splashMs = configuredSplashMs();
console.log("Building the web app for the bench (splash disabled) ...");
await run("npx", ["vite", "build", "--mode", "emulator", "--outDir", DIST, "--emptyOutDir"], {
  cwd: path.join(ROOT, "web"),
  env: { ...process.env, VITE_SPLASH_MS: "0" },
});

const bundles = measureBundles(DIST);
printTable(
  "1. Bundle: loaded before first render (gzip)",
  ["page", "JS", "CSS", "files"],
  bundles.map((b) => [b.page, kb(b.jsGzip), kb(b.cssGzip), String(b.files)]),
);

const homeJs = bundles.find((b) => b.page === "/")?.jsGzip ?? Infinity;
const budgets = [
  {
    budget: `home initial JS <= ${kb(HOME_JS_BUDGET_BYTES)}`,
    value: kb(homeJs),
    result: homeJs <= HOME_JS_BUDGET_BYTES ? "PASS" : "FAIL",
  },
  ...[
    "Lighthouse perf >= 95, CLS < 0.05, TBT < 100 ms",
    "home reads at 10,000 == at 100",
    "home bytes at 10,000 >= 50x fewer than naive",
  ].map((budget) => ({ budget, value: "not measured", result: "NOT RUN" })),
];
printTable(
  "Budgets",
  ["budget", "value", "result"],
  budgets.map((b) => [b.budget, b.value, b.result]),
);
console.log(`\nSplash screen: ${splashMs} ms configured (disabled for the measurement).`);
const file = writeResults({ date: new Date().toISOString(), splashMs, bundles, budgets });
console.log(`Results: ${path.relative(ROOT, file)}`);
if (budgets.some((b) => b.result === "FAIL")) process.exitCode = 1;
