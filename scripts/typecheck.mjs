// @ts-check
/**
 * `npm run typecheck`: the shared package, the functions, the web app, and the scripts and tests, each against its own
 * tsconfig, with TypeScript 7's native compiler (the `typescript7` package), which checks them in
 * a fraction of the time. TypeScript 5.9 (`typescript`) stays for what needs its JavaScript API:
 * typescript-eslint's type-aware rules and the bench's reading of the route table.
 */
import { createRequire } from "node:module";
import path from "node:path";

import { fail, run } from "./lib/run.mjs";

const packageJson = createRequire(import.meta.url).resolve("typescript7/package.json");
const tsc = path.join(path.dirname(packageJson), "bin", "tsc");

for (const project of ["packages/shared", "functions", "web", "tsconfig.json"]) {
  try {
    await run(process.execPath, [tsc, "-p", project, "--noEmit"]);
  } catch {
    fail(`Type errors in ${project} (listed above).`);
  }
}
