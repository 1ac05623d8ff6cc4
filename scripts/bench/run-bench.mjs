// @ts-check
/**
 * The bench itself (started by ./index.mjs, which sets the port offset first):
 * 1. builds the web app for measuring into bench-results/web-dist (manifest on, the splash at
 *    its configured duration, the emulators on the bench's shifted ports, Open Library answered
 *    by a recorded fixture) and measures each page's bundle from the build's module graph;
 * 2-6. in its own emulator suite (`firebase emulators:exec` on the shifted ports, Hosting serving
 *    that build): the page function's server time, Lighthouse (first and returning visits),
 *    reads per page view, the naive comparison, API load and the flash sale (./session.mjs);
 * 7. the search index's relevance, query time, size and load, in a process of its own;
 * then prints one report and writes bench-results/bench.json. Not part of `npm test`.
 * `--only=bundle` measures the build alone and needs no emulators; `--only=<part>,...` runs the
 * build and the named parts of the session (./bench-parts.mjs).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { ensureChromium } from "../lib/chromium.mjs";
import { emulatorEnv } from "../lib/emulators.mjs";
import { BASE_PORTS, PORT_OFFSET, ROOT, STORE_URL } from "../lib/paths.mjs";
import { run } from "../lib/run.mjs";

import { ORDERS_MEASURED, ORDER_CUSTOMERS } from "./api-size.mjs";
import { PAGES_ENV, PARTS_ENV, chosenPages, chosenParts } from "./bench-parts.mjs";
import { measureBundles } from "./bundle.mjs";
import { writeControlPage } from "./control-page.mjs";
import { evaluateFlashSale } from "./evaluate-flash-sale.mjs";
import { evaluateSearch } from "./evaluate-search.mjs";
import { evaluateBudgets } from "./evaluate.mjs";
import { FLASH_SALE } from "./flash-sale-size.mjs";
import { buildNaivePage } from "./naive/build-naive.mjs";
import { PROGRESS_MARK } from "./progress.mjs";
import { printLighthouse, printPageFunction } from "./report-lighthouse.mjs";
import { bytesText, kb, ms, num, printTable, times, writeResults } from "./report.mjs";
import { openLibraryEnv, writeSearchFixtures } from "./search-fixtures.mjs";
import { measureSearch, printSearch } from "./search-part.mjs";
import { BENCH_DIR, BENCH_DIST, benchFirebaseArgs, benchWebEnv } from "./suite.mjs";

/** @typedef {import("./session.mjs").SessionResults} SessionResults */

const started = Date.now();
const { suite: runSuite, parts, search: runSearch } = chosenParts(process.argv.slice(2));
const bundleOnly = !runSuite;

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

const busy = [];
for (const [name, base] of Object.entries(BASE_PORTS)) {
  if (!bundleOnly && (await portInUse(base + PORT_OFFSET)))
    busy.push(`${name} ${base + PORT_OFFSET}`);
}
if (busy.length > 0) {
  console.error(
    `The bench's emulator ports (offset ${PORT_OFFSET}) are in use: ${busy.join(", ")}. Another ` +
      "bench may be running; stop it, or choose other ports with BOOKSTORE_EMULATOR_PORT_OFFSET.",
  );
  process.exit(1);
}

/**
 * The splash duration the bench's build uses: the process environment (which Vite lets override
 * the mode's file), else web/.env.emulator, else env.ts's default.
 */
function configuredSplashMs() {
  const file = path.join(ROOT, "web", ".env.emulator");
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const value = process.env.VITE_SPLASH_MS ?? /^VITE_SPLASH_MS=(\d+)/m.exec(text)?.[1];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : 2000;
}

/** The build must talk to the bench's emulators: their addresses are in its entry chunk. */
function checkBuildTargets() {
  const { VITE_FIRESTORE_EMULATOR_HOST: firestore } = benchWebEnv(PORT_OFFSET);
  const assets = path.join(BENCH_DIST, "assets");
  const found = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .some((file) =>
      fs
        .readFileSync(path.join(assets, file), "utf8")
        .includes(`VITE_FIRESTORE_EMULATOR_HOST:\`${firestore}\``),
    );
  if (!found)
    throw new Error(`The bench's build does not point at the Firestore emulator ${firestore}.`);
}

if (!bundleOnly) await ensureChromium("full");

const splashMs = configuredSplashMs();
console.log(
  `Building the web app for the bench (splash ${splashMs} ms, emulator ports +${PORT_OFFSET}) ...`,
);
await run("npx", ["vite", "build", "--mode", "emulator", "--outDir", BENCH_DIST, "--emptyOutDir"], {
  cwd: path.join(ROOT, "web"),
  env: { ...process.env, ...benchWebEnv(PORT_OFFSET), ...openLibraryEnv(STORE_URL) },
});
checkBuildTargets();
await writeSearchFixtures(BENCH_DIST);
writeControlPage(BENCH_DIST);
const naivePage = await buildNaivePage(BENCH_DIST, {
  projectId: "demo-bookstore",
  firestoreHost: benchWebEnv(PORT_OFFSET).VITE_FIRESTORE_EMULATOR_HOST,
});

const bundles = measureBundles(BENCH_DIST);

/** @type {SessionResults | null} */
let session = null;
if (!bundleOnly) {
  // Always afresh: a functions/lib left from an older checkout would measure older code.
  console.log("Building the functions ...");
  await run("npm", ["run", "build", "-w", "functions"]);
  const sessionFile = path.join(BENCH_DIR, "session.json");
  fs.rmSync(sessionFile, { force: true });
  const logs = path.join(BENCH_DIR, "emulator-logs");
  fs.mkdirSync(logs, { recursive: true });
  const command = `node --import tsx ${JSON.stringify(path.join(ROOT, "scripts/bench/session.mjs"))} --out ${JSON.stringify(sessionFile)}`;
  const logFile = path.join(logs, "suite.log");
  const log = fs.createWriteStream(logFile);
  console.log(
    `\nStarting the bench's emulator suite (ports +${PORT_OFFSET}; its log: ${path.relative(ROOT, logFile)}) ...`,
  );
  const code = await new Promise((resolve, reject) => {
    // In its own directory, so its logs never mix with another suite's in the project root.
    const child = spawn(process.execPath, benchFirebaseArgs("emulators:exec", [command]), {
      cwd: logs,
      // The function serves its pages from the shell of the build this suite's Hosting serves.
      env: {
        ...emulatorEnv(),
        BOOKSTORE_HOSTING_PUBLIC: path.relative(ROOT, BENCH_DIST).split(path.sep).join("/"),
        [PARTS_ENV]: parts.join(","),
        [PAGES_ENV]: chosenPages(process.argv.slice(2)),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let pending = "";
    /** @param {Buffer} chunk */
    const echo = (chunk) => {
      log.write(chunk);
      const lines = (pending + chunk.toString()).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith(PROGRESS_MARK)) console.log(line.slice(PROGRESS_MARK.length));
      }
    };
    child.stdout.on("data", echo);
    child.stderr.on("data", echo);
    child.on("error", reject);
    child.on("exit", resolve);
  });
  log.end();
  if (fs.existsSync(sessionFile)) {
    session = /** @type {SessionResults} */ (JSON.parse(fs.readFileSync(sessionFile, "utf8")));
  } else {
    const tail = fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
    console.error(`${tail}\nThe emulator session ended (exit ${String(code)}) without results.`);
  }
}

/** @type {import("./search-part.mjs").SearchRow[] | null} */
let search = null;
if (runSearch) {
  console.log("Measuring the search index ...");
  search = await measureSearch();
}

// ---- Report ----
printTable(
  "1. Bundle: loaded before first render (gzip)",
  ["page", "JS", "CSS", "files"],
  bundles.map((b) => [b.page, kb(b.jsGzip), kb(b.cssGzip), String(b.files)]),
);

if (session) {
  printLighthouse(session.lighthouse, splashMs, session.lighthouseControl);
  if (session.pageFunction) printPageFunction(session.pageFunction);

  printTable(
    "3. Book documents read per page view",
    ["books", "home", "categories", "book page", "catalogue"],
    session.sizes.map((s) => [
      s.books.toLocaleString("en"),
      num(s.reads.home),
      num(s.reads.categories),
      num(s.reads.book),
      num(s.reads.catalogue),
    ]),
  );

  printTable(
    "4. Home page vs naive (whole catalogue, filtered in the browser), median of 3, same run",
    [
      "books",
      "ours bytes",
      "naive bytes",
      "bytes ratio",
      "ours data",
      "naive data",
      "data ratio",
      "ours carousels",
      "naive carousels",
      "time ratio",
    ],
    session.sizes.map((s) => [
      s.books.toLocaleString("en"),
      bytesText(s.ours.bytes),
      bytesText(s.naive.bytes),
      times(s.bytesRatio),
      bytesText(s.ours.dataBytes),
      bytesText(s.naive.dataBytes),
      times(s.dataBytesRatio),
      ms(s.ours.carouselsMs),
      ms(s.naive.carouselsMs),
      times(s.timeRatio),
    ]),
  );

  printTable(
    `5. API through Hosting, 10 connections (autocannon), ${session.seededBooks ?? "?"} books: ` +
      `reads for 20 s each, ${ORDERS_MEASURED} orders from ${ORDER_CUSTOMERS} customers`,
    ["endpoint", "p50", "p99", "req/s", "p50 vs 404", "answers", "unexpected"],
    session.api.map((a) => [
      a.endpoint,
      ms(a.p50Ms),
      ms(a.p99Ms),
      num(a.rps, 1),
      times(a.p50VsTrivial),
      String(a.requests),
      String(a.unexpected),
    ]),
  );
  const flash = session.flashSale;
  if (flash) {
    printTable(
      `6. Flash sale: ${FLASH_SALE.attempts} orders of one book with ${FLASH_SALE.copies} copies, ${FLASH_SALE.inFlight} in flight`,
      [
        "design",
        "placed",
        "sold out",
        "errors",
        "p50",
        "p99",
        "orders/s",
        "book writes (peak/s)",
        "stock, sold after",
      ],
      [flash.api, flash.sharded, flash.naive].map((f) => [
        f.design,
        String(f.placed),
        String(f.refused),
        String(f.errors),
        ms(f.p50Ms),
        ms(f.p99Ms),
        num(f.ordersPerSecond, 1),
        `${f.bookWrites} (${f.bookWritesPeakPerSecond})`,
        `${f.finalStock ?? "n/a"}, ${f.finalSold ?? "n/a"}`,
      ]),
    );
    console.log(
      "  API: through Hosting and the function. shards / naive: the same burst in one process " +
        "against the Firestore emulator, the store's order path and a transaction on the book.",
    );
  }
  for (const [phase, message] of Object.entries(session.errors)) {
    console.log(`\n✖ ${phase}: ${message}`);
  }
} else if (bundleOnly) {
  console.log("\nParts 2-6 not run (--only=bundle or search).");
}
if (search) printSearch(search);

const budgets = evaluateBudgets({
  homeJsGzip: bundles.find((b) => b.page === "/")?.jsGzip ?? null,
  lighthouse: session?.lighthouse ?? null,
  pageFunction: session?.pageFunction ?? null,
  sizes: session?.sizes ?? null,
});
budgets.push(...evaluateFlashSale(session?.flashSale ?? null, FLASH_SALE.copies));
budgets.push(...evaluateSearch(search));
printTable(
  "Budgets",
  ["budget", "value", "result"],
  budgets.map((b) => [b.budget, b.value, b.result]),
);
const durationS = Math.round((Date.now() - started) / 1000);
console.log(`\nSplash screen: ${splashMs} ms, shown on the first visits only.`);
console.log(
  `Bench took ${Math.floor(durationS / 60)} min ${durationS % 60} s on ${os.cpus().length} CPUs ` +
    `(load average now ${num(os.loadavg()[0], 1)}).`,
);
const file = writeResults({
  date: new Date().toISOString(),
  durationS,
  portOffset: PORT_OFFSET,
  splashMs,
  bundles,
  naivePageJsBytes: naivePage.jsBytes,
  ...(session ?? {}),
  search,
  budgets,
});
console.log(`Results: ${path.relative(ROOT, file)}`);
if (budgets.some((b) => b.result === "FAIL")) process.exitCode = 1;
