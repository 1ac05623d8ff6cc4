// @ts-check
/**
 * Part 7 of the bench: the search index (MiniSearch) on the relevance set and on generated
 * catalogues of 10,000 (two vocabularies) and 100,000 books, in a process of its own (./search-libraries.ts, run
 * with --expose-gc so its heap figures are after collection). No emulators: the index is the
 * same code the API runs, measured without the network in front of it.
 */
import fs from "node:fs";
import path from "node:path";

import { run } from "../lib/run.mjs";

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
      "vocabulary",
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
      row.books < 100 ? "seed" : row.vocabulary,
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
    "  load: gunzip and parse of the snapshot, what an instance does as it starts. vocabulary: " +
      "how the generated books reuse the seed's words and names (zipf: by Zipf's law, as in " +
      "real text; dense: one word or name in ten is the seed's, about a dozen namesakes for " +
      "every seeded author). See tests/support/generated-search-books.ts.",
  );
}
