// @ts-check
/**
 * `npm test`: every test. Installs what is missing, runs the quality gate and the unit tests,
 * builds, then runs the rules, API and browser tests in ONE emulator session.
 */
import { spawn } from "node:child_process";

import { ensureChromium } from "./lib/chromium.mjs";
import { ensureDependencies } from "./lib/dependencies.mjs";
import { emulatorEnv, firebaseArgs } from "./lib/emulators.mjs";
import { ROOT } from "./lib/paths.mjs";
import { run } from "./lib/run.mjs";
import { clearTestResults, testSummary } from "./lib/test-summary.mjs";

/** @param {string} title */
function step(title) {
  console.log(`\n=== ${title} ===\n`);
}

/**
 * Runs `command` in its own emulator suite, started and stopped around it.
 * @param {string} command
 */
function emulatorSession(command) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, firebaseArgs("emulators:exec", [command]), {
      cwd: ROOT,
      env: emulatorEnv(),
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`emulator session failed (exit ${code})`)),
    );
  });
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

  console.log(`\nAll tests passed.\n${testSummary()}`);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n${testSummary()}`);
  process.exit(1);
}
