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

/**
 * @param {number | null | undefined} value
 * @param {number} [digits]
 */
export function num(value, digits = 0) {
  return value === null || value === undefined || Number.isNaN(value)
    ? "n/a"
    : value.toFixed(digits);
}

/** @param {number | null | undefined} value */
export function ms(value) {
  return value === null || value === undefined || Number.isNaN(value)
    ? "n/a"
    : `${Math.round(value)} ms`;
}

/** @param {number | null | undefined} value a ratio, e.g. 52.3 -> "52.3x" */
export function times(value) {
  return value === null || value === undefined || Number.isNaN(value)
    ? "n/a"
    : `${value.toFixed(value >= 10 ? 0 : 1)}x`;
}

/** @param {number | null | undefined} bytes */
export function bytesText(bytes) {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return "n/a";
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(2)} MB` : kb(bytes);
}
