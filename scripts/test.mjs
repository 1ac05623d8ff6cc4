// @ts-check
/**
 * `npm test`: every test. Installs what is missing, builds, runs the bundle budget and the deploy
 * dry run, then three lanes side by side, each with emulator suites of its own:
 * - browser-1: half the Playwright tests, then a fresh suite for the 10,000-book scale test;
 * - checks: the quality gate, a web build for its ports, then the rules and API tests on ports
 *   shifted by CHECKS_PORT_OFFSET;
 * - browser-2: once the quality gate is done, the unit tests, a web build for its ports, the
 *   other half of the Playwright tests on ports shifted by BROWSER_2_PORT_OFFSET, then the crash
 *   test (its own ports).
 * A browser test waits on pages more than it computes, and runs alone in its suite (its files
 * share one database), so one Playwright run leaves most of two cores idle; two halves, each in a
 * suite of its own, and the API tests beside them use those cores. The second half waits for the
 * quality gate, whose type checker and linter take both cores while they run. Work without a
 * deadline (the gate, the unit tests, the builds, the rules and API tests) runs at a lower CPU
 * priority, so a page a browser test waits for is not starved of the CPU.
 * The lanes share no emulator, database or port. A failure in one stops the others.
 */
import path from "node:path";

import { browserShard } from "./lib/browser-shards.mjs";
import { ensureChromium } from "./lib/chromium.mjs";
import { ensureDependencies } from "./lib/dependencies.mjs";
import { killDescendants } from "./lib/process-tree.mjs";
import { run } from "./lib/run.mjs";
import { clearTestResults, testSummary } from "./lib/test-summary.mjs";

/** The CPU priority of work without a deadline, below the browser tests' (`nice`). */
const BACKGROUND_NICENESS = 5;
/**
 * Each lane's ports, beside browser-1's suite on the default ports and the crash test's on
 * 10,000; all below Linux's ephemeral ports (from 32768), which outgoing connections take.
 */
const CHECKS_PORT_OFFSET = "20000";
const BROWSER_2_PORT_OFFSET = "5000";
/** The web app built for each shifted lane's ports (robots.txt and the app name them). */
const CHECKS_WEB_DIR = "web/dist-checks";
const BROWSER_2_WEB_DIR = "web/dist-browser-2";
/** The browser test files run as this many halves, one in each browser lane. */
const BROWSER_SHARDS = 2;

/** @type {() => void} */
let gateDone = () => {};
/** Settles when the quality gate has passed. */
const afterGate = new Promise((resolve) => {
  gateDone = () => resolve(undefined);
});

/** @type {{ lane: string, title: string, startedAt: number, endedAt?: number }[]} */
const steps = [];
const suiteStartedAt = Date.now();

/**
 * @param {string} lane
 * @param {string} title
 * @param {() => Promise<void>} work
 */
async function step(lane, title, work) {
  const entry = { lane, title, startedAt: Date.now() };
  steps.push(entry);
  console.log(`\n=== [${lane}] ${title} ===\n`);
  await work();
  Object.assign(entry, { endedAt: Date.now() });
}

/** Each step's start and wall-clock time, so a slow suite shows where its minutes go. */
function stepTimes() {
  const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(0).padStart(5);
  return steps
    .map(({ lane, title, startedAt, endedAt }) => {
      const took = endedAt === undefined ? "  (unfinished)" : `${seconds(endedAt - startedAt)} s`;
      return `at ${seconds(startedAt - suiteStartedAt)} s ${took}  [${lane}] ${title}`;
    })
    .join("\n");
}

/**
 * @param {string} lane
 * @param {string} command run inside a fresh emulator suite
 * @param {{ portOffset?: string, hostingPublic?: string, niceness?: number, env?: NodeJS.ProcessEnv }} [options]
 */
function emulatorSession(lane, command, options = {}) {
  return run(process.execPath, ["scripts/emulators-exec.mjs", command], {
    env: {
      ...process.env,
      ...options.env,
      BOOKSTORE_EMULATOR_PORT_OFFSET: options.portOffset ?? "0",
      BOOKSTORE_HOSTING_PUBLIC: options.hostingPublic ?? "web/dist",
    },
    label: lane,
    niceness: options.niceness,
  });
}

/** @param {string} lane @param {string} script */
const backgroundNpmRun = (lane, script) =>
  run("npm", ["run", script], { label: lane, niceness: BACKGROUND_NICENESS });

/**
 * The web app built for a lane's shifted ports, into `outDir`.
 * @param {string} lane @param {string} portOffset @param {string} outDir
 */
const webBuildFor = (lane, portOffset, outDir) =>
  run("npm", ["run", "build", "-w", "web", "--", "--outDir", path.basename(outDir)], {
    env: { ...process.env, BOOKSTORE_EMULATOR_PORT_OFFSET: portOffset },
    label: lane,
    niceness: BACKGROUND_NICENESS,
  });

/**
 * One half of the browser tests, seeded afresh; its report is test-reports/e2e-<n>.json.
 * @param {string} lane @param {number} shard @param {{ portOffset?: string, hostingPublic?: string }} [ports]
 */
function browserTests(lane, shard, ports = {}) {
  const files = browserShard(shard, BROWSER_SHARDS).join(" ");
  return emulatorSession(lane, `npm run seed && npx playwright test ${files} --project e2e`, {
    ...ports,
    env: { E2E_REPORT: `e2e-${shard + 1}` },
  });
}

async function browserLane1() {
  const lane = "browser-1";
  await step(lane, `Emulator session: seed, browser tests 1/${BROWSER_SHARDS}`, () =>
    browserTests(lane, 0),
  );
  // A fresh session: after the browser tests, the emulator takes minutes for 10,000 writes.
  await step(lane, "Emulator session: reads with a 10,000-book catalogue", () =>
    emulatorSession(lane, "npm run test:scale"),
  );
}

async function checksLane() {
  const lane = "checks";
  await step(lane, "Quality gate: typecheck, lint, format", () => backgroundNpmRun(lane, "check"));
  gateDone();
  await step(lane, "Build: the web app for this lane's ports", () =>
    webBuildFor(lane, CHECKS_PORT_OFFSET, CHECKS_WEB_DIR),
  );
  await step(lane, "Emulator session: seed, security rules and API tests", () =>
    emulatorSession(lane, "npm run test:api", {
      portOffset: CHECKS_PORT_OFFSET,
      hostingPublic: CHECKS_WEB_DIR,
      niceness: BACKGROUND_NICENESS,
    }),
  );
}

async function browserLane2() {
  const lane = "browser-2";
  await afterGate;
  await step(lane, "Unit tests", () => backgroundNpmRun(lane, "test:unit"));
  await step(lane, "Build: the web app for this lane's ports", () =>
    webBuildFor(lane, BROWSER_2_PORT_OFFSET, BROWSER_2_WEB_DIR),
  );
  await step(lane, `Emulator session: seed, browser tests 2/${BROWSER_SHARDS}`, () =>
    browserTests(lane, 1, { portOffset: BROWSER_2_PORT_OFFSET, hostingPublic: BROWSER_2_WEB_DIR }),
  );
  // Its own suite on shifted ports and a temporary data directory, started by npm start's script.
  await step(lane, "Crash safety: SIGKILL and Ctrl-C while a shopper orders", () =>
    run("npm", ["run", "test:crash"], { label: lane }),
  );
}

clearTestResults();
try {
  await step("setup", "Dependencies", async () => {
    await ensureDependencies();
    await ensureChromium("tests");
  });
  await step("setup", "Build", () => run("npm", ["run", "build"]));
  await step("setup", "Bundle budget: the home page's initial JS", () =>
    run("npm", ["run", "test:bundle"]),
  );
  // Before the lanes: it compiles the functions afresh into functions/lib, which the suites load.
  await step(
    "setup",
    "Deploy: the dry run, its refusals, and the functions' upload installed on its own",
    () => run("npm", ["run", "test:deploy"]),
  );
  await Promise.all([browserLane1(), checksLane(), browserLane2()]);
  console.log(`\nTime per step:\n${stepTimes()}\n\nAll tests passed.\n${testSummary()}`);
  process.exit(0);
} catch (error) {
  // Whatever the other lanes still run.
  killDescendants(process.pid);
  console.error(
    `\n✖ ${error instanceof Error ? error.message : String(error)}\n\nTime per step:\n${stepTimes()}\n${testSummary()}`,
  );
  process.exit(1);
}
