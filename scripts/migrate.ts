/**
 * `npm run migrate -- [--project <id>] [--dry-run] [--list] [--stop-after <n>]`
 * Brings the stored data up to what this version of the store expects (docs/migrations.md): runs
 * each migration not yet recorded as finished in migrations/<id>, in order. Without --project it
 * works on the local emulators; with it, on that Firebase project through Application Default
 * Credentials. --dry-run reports what each pending migration would change and writes nothing.
 * --list names the migrations and touches no store. --stop-after stops once that many documents
 * are examined, as an interruption would; the next run carries on.
 */
import { parseArgs } from "node:util";

import { targetProject } from "./lib/target-project.ts";
import { MIGRATIONS } from "./migrations/index.ts";

const USAGE =
  "Usage: npm run migrate -- [--project <id>] [--dry-run] [--list] [--stop-after <documents>]";

const { values } = parseArgs({
  options: {
    project: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    list: { type: "boolean", default: false },
    "stop-after": { type: "string" },
  },
});

if (values.list) {
  for (const { id, description } of MIGRATIONS) console.log(`  ${id}: ${description}`);
  process.exit(0);
}

const stopAfter = values["stop-after"] === undefined ? Infinity : Number(values["stop-after"]);
if (!Number.isInteger(stopAfter) && stopAfter !== Infinity) {
  console.error(USAGE);
  process.exit(2);
}
if (stopAfter < 1) {
  console.error(USAGE);
  process.exit(2);
}

const where = targetProject({ project: values.project });
const dryRun = values["dry-run"];

// Imported after the environment is set: firebase-admin reads it when it initialises.
const { db } = await import("../functions/src/lib/firebase.ts");
const { runMigrations } = await import("./migrations/run-migrations.ts");
const { describeOutcome } = await import("./migrations/report.ts");

try {
  console.log(
    dryRun ? `Migrations, dry run (nothing written) on ${where}:` : `Migrations on ${where}:`,
  );
  const outcomes = await runMigrations(db, MIGRATIONS, { dryRun, stopAfter });
  for (const outcome of outcomes) console.log(describeOutcome(outcome));
  process.exit(0);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
