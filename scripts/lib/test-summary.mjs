// @ts-check
import fs from "node:fs";
import path from "node:path";

import { ROOT } from "./paths.mjs";

const RESULTS = path.join(ROOT, "test-reports");

/** @param {string} file */
function readJson(file) {
  const full = path.join(RESULTS, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, "utf8")) : null;
}

export function clearTestResults() {
  fs.rmSync(RESULTS, { recursive: true, force: true });
}

/** The reports each layer writes: Vitest's (Jest-shaped) and Playwright's JSON. */
const VITEST_REPORTS = ["unit.json", "deploy.json", "emulated.json", "crash.json"];
const PLAYWRIGHT_REPORTS = ["e2e.json", "scale.json"];

/**
 * A describe block of Playwright's JSON report, with its tests and the blocks inside it.
 * @typedef {{ title: string, specs?: { title: string, file: string, tests: { status: string }[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/**
 * A Vitest report's failed tests as `file › title`; a file that fails before its tests run (an
 * import error) has no failed test of its own and is named alone.
 * @param {{ testResults: { name: string, status: string, assertionResults: { fullName: string, status: string }[] }[] }} report
 */
function vitestFailures(report) {
  return report.testResults.flatMap((result) => {
    const where = path.relative(ROOT, result.name);
    const titles = result.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${where} › ${test.fullName}`);
    return titles.length === 0 && result.status === "failed" ? [where] : titles;
  });
}

/**
 * A Playwright suite's failed tests as `file › describe › title`.
 * @param {PlaywrightSuite} suite
 * @param {string[]} [titles] the describe blocks around it
 * @returns {string[]}
 */
function playwrightFailures(suite, titles = []) {
  const own = (suite.specs ?? [])
    .filter((spec) => spec.tests.some((test) => test.status === "unexpected"))
    .map((spec) => `tests/e2e/${spec.file} › ${[...titles, spec.title].join(" › ")}`);
  const inner = (suite.suites ?? []).flatMap((child) =>
    playwrightFailures(child, [...titles, child.title]),
  );
  return [...own, ...inner];
}

/**
 * The closing lines over every layer: "Tests: N passed, N failed", then each failed test, so the
 * end of a long log names what failed.
 */
export function testSummary() {
  let passed = 0;
  let failed = 0;
  /** @type {string[]} */
  const failures = [];
  for (const file of VITEST_REPORTS) {
    const report = readJson(file);
    if (!report) continue;
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    failures.push(...vitestFailures(report));
  }
  for (const file of PLAYWRIGHT_REPORTS) {
    const report = readJson(file);
    if (!report) continue;
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    // The file's own suite is the top level: its title is the file, which the specs name.
    for (const suite of report.suites) failures.push(...playwrightFailures(suite));
  }
  return [
    `Tests: ${passed} passed, ${failed} failed`,
    ...failures.map((test) => `  ✘ ${test}`),
  ].join("\n");
}
