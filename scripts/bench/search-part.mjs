// @ts-check
/**
 * Part 7 of the bench: the search index (MiniSearch) on the relevance set and on generated
 * catalogues of 10,000 and 100,000 books, in a process of its own (./search-libraries.ts, run
 * with --expose-gc so its heap figures are after collection). No emulators: the index is the
 * same code the API runs, measured without the network in front of it.
 */
import fs from "node:fs";
import path from "node:path";

import { run } from "../lib/run.mjs";

import { SEARCH_10K_GOAL } from "./budgets.mjs";
import { printTable } from "./report.mjs";
import { BENCH_DIR } from "./suite.mjs";

/** @typedef {import("./evaluate-search.mjs").SearchRow & Record<string, string | number>} SearchRow */

/** @returns {Promise<SearchRow[]>} */
export async function measureSearch() {
  const file = path.join(BENCH_DIR, "search.json");
  await run("node", [
    "--expose-gc",
    "--import",
    "tsx",
    "scripts/bench/search-libraries.ts",
    "--only-minisearch",
    "--json",
    file,
  ]);
  return /** @type {SearchRow[]} */ (JSON.parse(fs.readFileSync(file, "utf8")));
}

/** @param {SearchRow[]} rows */
export function printSearch(rows) {
  const text = (/** @type {string | number | undefined} */ value) =>
    value === undefined ? "" : String(value);
  printTable(
    "7. Search index (MiniSearch), in one process: relevance set, query time, size, build, load, heap",
    [
      "books",
      "hit@1",
      "hit@5",
      "p50 ms",
      "p99 ms",
      "build ms",
      "JSON MB",
      "gzip MB",
      "load ms",
      "heap MB",
    ],
    rows.map((row) => [
      row.books.toLocaleString("en"),
      `${row["hit@1"]}/${row.queries}`,
      `${row["hit@5"]}/${row.queries}`,
      text(row["p50 ms"]),
      text(row["p99 ms"]),
      text(row["build ms"]),
      text(row["JSON MB"]),
      text(row["gzip MB"]),
      text(row["load ms"]),
      text(row["heap MB"]),
    ]),
  );
  console.log(
    `  load: gunzip and parse of the snapshot, what an instance does as it starts. Goal at ` +
      `10,000 books (reported, not a budget): hit@1 >= ${SEARCH_10K_GOAL.hitAt1 * 100}%, ` +
      `hit@5 = ${SEARCH_10K_GOAL.hitAt5 * 100}%.`,
  );
}
