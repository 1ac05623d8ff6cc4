// @ts-check
/**
 * `npm run cycles`: no import circle anywhere in the code, type-only and dynamic imports included.
 * Each TypeScript project is read with its own tsconfig, whose paths resolve its aliases.
 */
import { importCycles } from "./lib/import-cycles.mjs";
import { ROOT } from "./lib/paths.mjs";
import { fail } from "./lib/run.mjs";

const PROJECTS = [
  { tsconfig: "packages/shared/tsconfig.json", files: ["packages/shared/**/*.ts"] },
  { tsconfig: "web/tsconfig.json", files: ["web/src/**/*.{ts,tsx}"] },
  { tsconfig: "functions/tsconfig.json", files: ["functions/src/**/*.ts"] },
  {
    tsconfig: "tsconfig.json",
    files: ["scripts/**/*.{ts,mjs}", "tests/**/*.ts", "*.ts", "web/vite.config.ts"],
  },
];

/** A circle written from its first file in sort order, so the projects' reports of it match. */
function describe(/** @type {string[]} */ cycle) {
  const start = cycle.indexOf([...cycle].sort()[0] ?? "");
  const turned = [...cycle.slice(start), ...cycle.slice(0, start)];
  return [...turned, turned[0]].join(" -> ");
}

const found = new Set();
for (const project of PROJECTS) {
  for (const cycle of await importCycles({ cwd: ROOT, ...project })) found.add(describe(cycle));
}
for (const circle of found) console.error(`Import circle: ${circle}`);
if (found.size > 0) fail(`${found.size} import circle(s) (listed above); break each one.`);
console.log("No import circles.");
