/**
 * `npm run catalogue:import -- <file.csv|file.json> [--project <id>] [--bucket <name>] [--dry-run] [--keep-stock]`
 * Imports books from a CSV or JSON file (docs/catalogue-import.md): every row is checked with the
 * Add Book schema, bad rows are reported by line and field and never imported, books the
 * catalogue already holds (same id, ISBN, or title and author) are updated where the row
 * differs, each change listed; --keep-stock leaves their stock alone (a file of prices).
 * Without --project it writes to the local emulators; with it, to that Firebase project using
 * Application Default Credentials, and its default bucket unless --bucket names another.
 * Exits 1 when any row is bad; the good rows are imported all the same (unless --dry-run), so
 * fixing the bad rows and running the same file again completes the import.
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";

import { importFormatOf, parseCatalogueFile } from "@bookstore/shared/catalogue/catalogue-file.ts";
import { checkImportRecords, sortProblems } from "@bookstore/shared/catalogue/catalogue-import.ts";

import { targetProject } from "./lib/target-project.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    project: { type: "string" },
    bucket: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    "keep-stock": { type: "boolean", default: false },
  },
});

const file = positionals[0];
const format = file ? importFormatOf(file) : null;
if (!file || !format) {
  console.error(
    "Usage: npm run catalogue:import -- <file.csv|file.json> [--project <id>] [--dry-run] [--keep-stock]",
  );
  process.exit(2);
}

const where = targetProject(values);

// Imported after the environment is set: firebase-admin reads it when it initialises.
const { db } = await import("../functions/src/lib/firebase.ts");
const { importBooks } = await import("../functions/src/catalogue/import-books.ts");

const dryRun = values["dry-run"];
const keepStock = values["keep-stock"];

try {
  const parsed = parseCatalogueFile(await readFile(file, "utf8"), format);
  const checked = checkImportRecords(parsed.records);
  const total = checked.rows.length;
  const showProgress = (done: number) => {
    process.stderr.write(`\r${done}/${total} rows`);
  };
  showProgress(0);
  const outcome = await importBooks(db, checked.rows, {
    dryRun,
    keepStock,
    onProgress: showProgress,
  });
  process.stderr.write("\n");
  const problems = sortProblems([...parsed.problems, ...checked.problems, ...outcome.problems]);
  const badLines = new Set(problems.map((problem) => problem.line)).size;
  console.log(
    dryRun
      ? `Dry run (nothing written): would add ${outcome.added} books to ${where}, update ` +
          `${outcome.updated} and leave ${outcome.unchanged} unchanged; ${badLines} bad rows.`
      : `Added ${outcome.added} books to ${where}, updated ${outcome.updated} and left ` +
          `${outcome.unchanged} unchanged; ${badLines} bad rows.`,
  );
  for (const { line, bookId, title, fields } of outcome.changes) {
    const changed = fields.map(({ field, from, to }) => `${field} ${from} → ${to}`).join("; ");
    console.log(`  line ${line}, ${bookId} "${title}": ${changed}`);
  }
  for (const { line, field, message } of problems) {
    console.log(`  line ${line}, ${field}: ${message}`);
  }
  process.exit(problems.length > 0 ? 1 : 0);
} catch (error) {
  process.stderr.write("\n");
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
