// @ts-check
/**
 * `npm test`: every test. Installs what is missing, builds, runs the bundle budget and the deploy
 * dry run, then two lanes side by side, each with emulator suites of its own:
 * - browser: the Playwright tests;
 * - checks: the quality gate, the unit tests, a web build for its ports, the rules and API tests
 *   on ports shifted by CHECKS_PORT_OFFSET, a fresh suite on those ports for the 10,000-book
 *   scale test, then the crash test (its own shifted ports).
 * The browser tests wait on pages more than they compute, so the other lane uses the idle core.
 * It runs at a lower CPU priority: its work has no deadline within a step, while a page the
 * browser lane waits for does, and with both lanes busy on two cores a page could miss it.
 * The lanes share no emulator, database or port. A failure in one stops the other.
 */
import path from "node:path";

import { ensureChromium } from "./lib/chromium.mjs";
import { ensureDependencies } from "./lib/dependencies.mjs";
import { killDescendants } from "./lib/process-tree.mjs";
import { run } from "./lib/run.mjs";
import { clearTestResults, testSummary } from "./lib/test-summary.mjs";

/** The checks lane's CPU priority below the browser lane's (`nice`). */
const CHECKS_NICENESS = 5;
/** Beside the browser lane's suite on the default ports, and the crash test's on 10,000. */
const CHECKS_PORT_OFFSET = "20000";
/** The checks lane's own web build, made for its ports (robots.txt and the app name them). */
const CHECKS_WEB_DIR = "web/dist-checks";

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

/** @param {string} lane */
const nicenessOf = (lane) => (lane === "checks" ? CHECKS_NICENESS : undefined);

/**
 * @param {string} lane
 * @param {string} command run by npm inside a fresh emulator suite
 * @param {string} [portOffset]
 */
function emulatorSession(lane, command, portOffset = "0", hostingPublic = "web/dist") {
  return run(process.execPath, ["scripts/emulators-exec.mjs", command], {
    env: {
      ...process.env,
      BOOKSTORE_EMULATOR_PORT_OFFSET: portOffset,
      BOOKSTORE_HOSTING_PUBLIC: hostingPublic,
    },
    label: lane,
    niceness: nicenessOf(lane),
  });
}

/** @param {string} lane @param {string} script */
const npmRun = (lane, script) =>
  run("npm", ["run", script], { label: lane, niceness: nicenessOf(lane) });

async function browserLane() {
  const lane = "browser";
  await step(lane, "Emulator session: seed, browser tests", () =>
    emulatorSession(lane, "npm run test:e2e"),
  );
}

async function checksLane() {
  const lane = "checks";
  await step(lane, "Quality gate: typecheck, lint, format", () => npmRun(lane, "check"));
  await step(lane, "Unit tests", () => npmRun(lane, "test:unit"));
  await step(lane, "Build: the web app for this lane's ports", () =>
    run("npm", ["run", "build", "-w", "web", "--", "--outDir", path.basename(CHECKS_WEB_DIR)], {
      env: { ...process.env, BOOKSTORE_EMULATOR_PORT_OFFSET: CHECKS_PORT_OFFSET },
      label: lane,
      niceness: nicenessOf(lane),
    }),
  );
  await step(lane, "Emulator session: seed, security rules and API tests", () =>
    emulatorSession(lane, "npm run test:api", CHECKS_PORT_OFFSET, CHECKS_WEB_DIR),
  );
  // A fresh session: after the API tests, the emulator takes minutes for 10,000 writes. It counts
  // reads rather than timing anything, so it runs here beside the browser tests, which are the
  // longer lane.
  await step(lane, "Emulator session: reads with a 10,000-book catalogue", () =>
    emulatorSession(lane, "npm run test:scale", CHECKS_PORT_OFFSET, CHECKS_WEB_DIR),
  );
  // Its own suite on shifted ports and a temporary data directory, started by npm start's script.
  await step(lane, "Crash safety: SIGKILL and Ctrl-C while a shopper orders", () =>
    npmRun(lane, "test:crash"),
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
  await Promise.all([browserLane(), checksLane()]);
  console.log(`\nTime per step:\n${stepTimes()}\n\nAll tests passed.\n${testSummary()}`);
  process.exit(0);
} catch (error) {
  // Whatever the other lane still runs.
  killDescendants(process.pid);
  console.error(
    `\n✖ ${error instanceof Error ? error.message : String(error)}\n\nTime per step:\n${stepTimes()}\n${testSummary()}`,
  );
  process.exit(1);
}
