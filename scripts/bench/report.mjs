// @ts-check
/** Bench output: one table on stdout and bench-results/bench.json. */
import fs from "node:fs";
import path from "node:path";

import { ROOT } from "../lib/paths.mjs";

/** @param {number | null} bytes */
export function kb(bytes) {
  return bytes === null ? "n/a" : `${(bytes / 1000).toFixed(1)} KB`;
}

/**
 * @param {string} title
 * @param {string[]} header
 * @param {string[][]} rows
 */
export function printTable(title, header, rows) {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((r) => (r[i] ?? "").length)),
  );
  /** @param {string[]} cells */
  const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ");
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("-|-")}`);
  for (const row of rows) console.log(line(row));
}

/**
 * @param {unknown} results
 * @returns {string} the file written
 */
export function writeResults(results) {
  const dir = path.join(ROOT, "bench-results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "bench.json");
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
