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

/** One closing line over every layer: "Tests: N passed, N failed". */
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
  return `Tests: ${passed} passed, ${failed} failed`;
}
