/**
 * `npm run orders:export -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--status <status>]
 *   [--per order|line] [--out <file.csv>] [--project <id>]`
 * Writes the orders as CSV (docs/export.md), newest first: one row per order, or with
 * `--per line` one per book of an order; from and to are days in the store's time zone
 * (STORE_SUMMARY_TIME_ZONE, UTC by default), both included. To stdout, or to --out. Without
 * --project it reads the local emulators; with it, that Firebase project using Application
 * Default Credentials. The orders are read a page at a time, so any number of them fits.
 */
import { createWriteStream } from "node:fs";
import { parseArgs } from "node:util";

import { orderExportQuerySchema } from "@bookstore/shared/orders/order-export-query.ts";

import { storeTimeZone } from "../functions/src/lib/zoned-day.ts";

import { targetProject } from "./lib/target-project.ts";

const { values } = parseArgs({
  options: {
    from: { type: "string" },
    to: { type: "string" },
    status: { type: "string" },
    per: { type: "string" },
    out: { type: "string" },
    project: { type: "string" },
  },
});

const { out, project, ...query } = values;
const parsed = orderExportQuerySchema.safeParse(query);
if (!parsed.success) {
  for (const issue of parsed.error.issues) {
    console.error(`✖ --${issue.path.join(".")}: ${issue.message}`);
  }
  process.exit(2);
}

const where = targetProject({ project });

// Imported after the environment is set: firebase-admin reads it when it initialises.
const { db } = await import("../functions/src/lib/firebase.ts");
const { writeOrdersCsv } = await import("../functions/src/lib/orders-csv.ts");

try {
  const output = out === undefined ? process.stdout : createWriteStream(out);
  const orders = await writeOrdersCsv(db, parsed.data, output, { timeZone: storeTimeZone() });
  console.error(`Exported ${orders} orders from ${where}${out === undefined ? "" : ` to ${out}`}.`);
  process.exit(0);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
