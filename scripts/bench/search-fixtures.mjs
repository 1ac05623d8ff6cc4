// @ts-check
/**
 * Open Library cannot be reached offline. The bench's build points the search page at a copy of
 * the recorded answer the browser tests use (tests/fixtures/open-library), served by Hosting from
 * the bench's build at the store's own origin, with each result's cover drawn as a small JPEG;
 * so /search renders its full list of results as it would online.
 */
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";

import { ROOT } from "../lib/paths.mjs";

const FIXTURES = path.join(ROOT, "tests", "fixtures", "open-library");
const SEARCH_DIR = "bench-fixtures/open-library";
const COVERS_DIR = "bench-fixtures/open-library-covers";

/**
 * The base URLs to build the web app with, for a store at `storeUrl`.
 * @param {string} storeUrl
 */
export function openLibraryEnv(storeUrl) {
  return {
    VITE_OPEN_LIBRARY_URL: `${storeUrl}/${SEARCH_DIR}`,
    VITE_OPEN_LIBRARY_COVERS_URL: `${storeUrl}/${COVERS_DIR}`,
  };
}

/**
 * Copies the recorded search answer (as search.json: Hosting ignores the query string) and
 * draws every cover it names into the build.
 * @param {string} distDir
 */
export async function writeSearchFixtures(distDir) {
  const answer = fs.readFileSync(path.join(FIXTURES, "data-engineering.json"), "utf8");
  const searchDir = path.join(distDir, SEARCH_DIR);
  fs.mkdirSync(searchDir, { recursive: true });
  fs.writeFileSync(path.join(searchDir, "search.json"), answer);

  const docs = /** @type {{ docs: { cover_i?: number }[] }} */ (JSON.parse(answer)).docs;
  const coversDir = path.join(distDir, COVERS_DIR, "b", "id");
  fs.mkdirSync(coversDir, { recursive: true });
  const jpeg = await sharp(path.join(FIXTURES, "cover-medium.svg"))
    .resize(180, 270)
    .jpeg({ quality: 70 })
    .toBuffer();
  for (const { cover_i: coverId } of docs) {
    if (coverId !== undefined) fs.writeFileSync(path.join(coversDir, `${coverId}-M.jpg`), jpeg);
  }
}
