// @ts-check
import fs from "node:fs";
import path from "node:path";

import { ROOT } from "./paths.mjs";

const E2E_DIR = "tests/e2e";

/**
 * The browser test files (tests/e2e/*.spec.ts, the scale test aside), split into `count` shards
 * that `npm test` runs at once, each in an emulator suite of its own. Files are dealt out in
 * name order, one to each shard in turn: a feature's files sit next to each other and cost alike,
 * so each shard gets one of each neighbour, and a new file joins a shard with no list to edit.
 * Each file stays whole and in order, because a file's tests may build on each other.
 * @param {number} index 0-based
 * @param {number} count
 * @param {string[]} [files] the spec files, relative to the project (read from disk when absent)
 * @returns {string[]}
 */
export function browserShard(index, count, files = specFiles()) {
  if (index >= count) throw new Error(`Shard ${index} does not exist: there are ${count}.`);
  return [...files].sort().filter((_, position) => position % count === index);
}

/** @returns {string[]} */
function specFiles() {
  return fs
    .readdirSync(path.join(ROOT, E2E_DIR))
    .filter((name) => name.endsWith(".spec.ts"))
    .map((name) => `${E2E_DIR}/${name}`);
}
