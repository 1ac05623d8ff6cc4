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

/**
 * A describe block of Playwright's JSON report, with its tests and the blocks inside it.
 * @typedef {{ title: string, specs?: { title: string, file: string, tests: { status: string }[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/**
 * Each failed test as `file › title`, so the closing lines of a long log name what failed.
 * @returns {string[]}
 */
function failedTests() {
  /** @type {string[]} */
  const failed = [];
  for (const file of ["unit.json", "deploy.json", "emulated.json", "crash.json"]) {
    for (const result of readJson(file)?.testResults ?? []) {
      const where = path.relative(ROOT, result.name);
      const titles = result.assertionResults
        .filter((/** @type {{ status: string }} */ test) => test.status === "failed")
        .map((/** @type {{ fullName: string }} */ test) => `${where} › ${test.fullName}`);
      // A file that fails before its tests run (an import error) has no failed test of its own.
      failed.push(...(titles.length === 0 && result.status === "failed" ? [where] : titles));
    }
  }
  /** @param {PlaywrightSuite} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === "unexpected")) {
        failed.push(`tests/e2e/${spec.file} › ${[...titles, spec.title].join(" › ")}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of ["e2e.json", "scale.json"]) {
    for (const suite of readJson(file)?.suites ?? []) walk(suite, []);
  }
  return failed;
}

/** The closing lines over every layer: "Tests: N passed, N failed", then each failed test. */
export function testSummary() {
  let passed = 0;
  let failed = 0;
  for (const file of ["unit.json", "deploy.json", "emulated.json", "crash.json"]) {
    const report = readJson(file);
    if (!report) continue;
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  for (const file of ["e2e.json", "scale.json"]) {
    const e2e = readJson(file);
    if (!e2e) continue;
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  }
  return [
    `Tests: ${passed} passed, ${failed} failed`,
    ...failedTests().map((test) => `  ✘ ${test}`),
  ].join("\n");
}
