// @ts-check
/**
 * `node scripts/check-function-settings.mjs [entry]`: loads the built functions (functions/lib
 * by default) as Cloud Functions would, and exits 1 naming each function and each production
 * setting it lacks. The deploy runs it after building the functions.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

import { functionSettingsProblems } from "./lib/deploy-preflight.mjs";
import { ROOT } from "./lib/paths.mjs";

const entry = path.resolve(process.argv[2] ?? path.join(ROOT, "functions", "lib", "index.js"));
const exported = await import(pathToFileURL(entry).href);
const problems = functionSettingsProblems(exported);
if (problems.length > 0) {
  console.error(`\n✖ Not deploying:\n${problems.map((problem) => `  - ${problem}`).join("\n")}\n`);
  process.exit(1);
}
console.log(`Every function states its production settings: ${Object.keys(exported).join(", ")}.`);
