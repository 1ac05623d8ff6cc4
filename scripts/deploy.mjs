// @ts-check
/**
 * `npm run deploy -- --project <id> [--dry-run] [--web-config <path>] [-- <firebase deploy args>]`:
 * checks the project id, web/.env.production and Node, builds the functions and the production
 * web bundle afresh, checks every function states its production settings and the bundle holds
 * no emulator address, then runs `firebase deploy`.
 * `--dry-run` stops before the deploy and needs no network.
 */
import path from "node:path";
import { parseArgs } from "node:util";

import { FIREBASE_BIN, ROOT } from "./lib/paths.mjs";
import {
  buildFunctions,
  buildProductionWeb,
  checkFunctionSettings,
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
  console.log("\n=== Functions: a fresh build ===\n");
  await buildFunctions();
  await checkFunctionSettings(String(projectId));
  console.log("\n=== Web: a fresh production build ===\n");
  await buildProductionWeb(settings);
  console.log("\nThe production bundle holds no emulator address.");
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
