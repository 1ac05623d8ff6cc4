// @ts-check
/**
 * `npm run deploy -- --project <id> [--dry-run] [--web-config <path>] [-- <firebase deploy args>]`:
 * checks the project id, web/.env.production and Node, runs the data migrations on the project
 * (docs/migrations.md), builds the functions and the production web bundle afresh, checks every
 * function states its production settings and the bundle holds no emulator address, then runs
 * `firebase deploy`. `--dry-run` names the migrations instead of running them, stops before the
 * deploy and needs no network.
 */
import path from "node:path";
import { parseArgs } from "node:util";

import { FIREBASE_BIN, ROOT } from "./lib/paths.mjs";
import {
  buildFunctions,
  buildProductionWeb,
  checkFunctionSettings,
  checkShellsMatch,
  copyShellToFunctions,
  DEFAULT_ENV_FILE,
  preflight,
  refuseDeploy,
} from "./lib/production-build.mjs";
import { run } from "./lib/run.mjs";

const { values, positionals } = parseArgs({
  options: {
    project: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    "web-config": { type: "string" },
  },
  allowPositionals: true,
});

const projectId = values.project;
const envFile = values["web-config"] ? path.resolve(values["web-config"]) : DEFAULT_ENV_FILE;

const { problems, settings } = preflight({ projectId, envFile });
if (problems.length > 0) refuseDeploy(problems);

try {
  await migrate(String(projectId), values["dry-run"]);
  console.log("\n=== Functions: a fresh build ===\n");
  await buildFunctions();
  await checkFunctionSettings(String(projectId));
  console.log("\n=== Web: a fresh production build ===\n");
  await buildProductionWeb(settings);
  console.log("\nThe production bundle holds no emulator address.");
  copyShellToFunctions();
  checkShellsMatch();
  console.log("The functions' upload carries the production shell Hosting's assets match.");
  if (values["dry-run"]) {
    console.log(`\nDry run: everything is built for "${projectId}"; nothing was deployed.\n`);
    process.exit(0);
  }
  // The predeploy hooks in firebase.json build again: a bare `firebase deploy` is safe too.
  await run(
    process.execPath,
    [FIREBASE_BIN, "deploy", "--project", String(projectId), ...positionals],
    {
      cwd: ROOT,
      env: { ...process.env, BOOKSTORE_ENV_FILE: envFile },
    },
  );
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

/**
 * Brings the project's data up to what the new version expects before it is deployed; the
 * version still serving reads migrated data too (migrations only add). A dry run touches no
 * project: it names the migrations a deploy would run, those the project has not recorded.
 * @param {string} project
 * @param {boolean} dryRun
 */
async function migrate(project, dryRun) {
  if (dryRun) {
    console.log(`\n=== Data migrations: a deploy runs those "${project}" has not recorded ===\n`);
    await run("npm", ["run", "--silent", "migrate", "--", "--list"]);
    return;
  }
  console.log("\n=== Data migrations ===\n");
  await run("npm", ["run", "--silent", "migrate", "--", "--project", project]);
}
