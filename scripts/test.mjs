// @ts-check
/**
 * `npm test`: every test. Installs what is missing, runs the quality gate and the unit tests,
 * builds, then runs the rules, API and browser tests in ONE emulator session.
 */
import { ensureChromium } from "./lib/chromium.mjs";
import { ensureDependencies } from "./lib/dependencies.mjs";
import { emulatorSession } from "./lib/emulator-session.mjs";
import { run } from "./lib/run.mjs";
import { clearTestResults, testSummary } from "./lib/test-summary.mjs";

/** @type {{ title: string, startedAt: number }[]} */
const steps = [];

/** @param {string} title */
function step(title) {
  steps.push({ title, startedAt: Date.now() });
  console.log(`\n=== ${title} ===\n`);
}

/** Each step's wall-clock time, so a slow suite shows where its minutes go. */
function stepTimes() {
  const endedAt = Date.now();
  return steps
    .map(({ title, startedAt }, index) => {
      const seconds = ((steps[index + 1]?.startedAt ?? endedAt) - startedAt) / 1000;
      return `${seconds.toFixed(0).padStart(6)} s  ${title}`;
    })
    .join("\n");
}

clearTestResults();
try {
  step("Dependencies");
  await ensureDependencies();
  await ensureChromium();

  step("Quality gate: typecheck, lint, format");
  await run("npm", ["run", "check"]);

  step("Unit tests");
  await run("npm", ["run", "test:unit"]);

  step("Build");
  await run("npm", ["run", "build"]);

  step("Bundle budget: the home page's initial JS");
  await run("npm", ["run", "test:bundle"]);

  step("Deploy: the dry run, its refusals, and the functions' upload installed on its own");
  await run("npm", ["run", "test:deploy"]);

  step("Emulator session: seed, rules, API and browser tests");
  await emulatorSession("npm run test:emulated");

  // A fresh session: after the browser tests, the emulator takes minutes for 10,000 writes.
  step("Emulator session: reads with a 10,000-book catalogue");
  await emulatorSession("npm run test:scale");

  // Its own suite on shifted ports and a temporary data directory, started by npm start's script.
  step("Crash safety: SIGKILL and Ctrl-C while a shopper orders");
  await run("npx", [
    "vitest",
    "run",
    "--project",
    "crash",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=test-reports/crash.json",
  ]);

  console.log(`\nTime per step:\n${stepTimes()}\n\nAll tests passed.\n${testSummary()}`);
} catch (error) {
  console.error(
    `\n✖ ${error instanceof Error ? error.message : String(error)}\n\nTime per step:\n${stepTimes()}\n${testSummary()}`,
  );
  process.exit(1);
}
