/**
 * `npm run catalogue:export -- [--out <file.csv>] [--project <id>]`
 * Writes every book as CSV in the catalogue import's own columns (docs/export.md), by title, to
 * stdout or to --out: the file can be edited in a spreadsheet and imported again with
 * `npm run catalogue:import`. Without --project it reads the local emulators; with it, that
 * Firebase project using Application Default Credentials. A stored cover is written as its
 * address on the store (STORE_ORIGIN, else the project's web.app site).
 */
import { createWriteStream } from "node:fs";
import { parseArgs } from "node:util";

import { targetOrigin } from "./lib/target-origin.ts";
import { targetProject } from "./lib/target-project.ts";

const { values } = parseArgs({
  options: { out: { type: "string" }, project: { type: "string" } },
});

const where = targetProject(values);
const origin = targetOrigin(values);

// Imported after the environment is set: firebase-admin reads it when it initialises.
const { db } = await import("../functions/src/lib/firebase.ts");
const { writeCatalogueCsv } = await import("../functions/src/lib/catalogue-csv.ts");

try {
  const output = values.out === undefined ? process.stdout : createWriteStream(values.out);
  const books = await writeCatalogueCsv(db, output, { origin });
  const to = values.out === undefined ? "" : ` to ${values.out}`;
  console.error(`Exported ${books} books from ${where}${to}.`);
  process.exit(0);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
