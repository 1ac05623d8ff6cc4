// @ts-check
/** Bench part 1: JS and CSS (gzip) loaded before first render on each page, from a build. */
import fs from "node:fs";
import path from "node:path";

import { ROOT } from "../lib/paths.mjs";

import { gzipTotals, initialFiles, moduleKey, readManifest } from "./bundle-graph.mjs";
import { readPaths } from "./route-paths.mjs";
import { modulesFor, routeChains } from "./routes.mjs";
import { readShellAssets } from "./shell-assets.mjs";

export const BUNDLE_PAGES = [
  "/",
  "/books/:id",
  "/categories",
  "/books",
  "/cart",
  "/search",
  "/checkout",
  "/dashboard",
];

/** @typedef {{ page: string, jsGzip: number | null, cssGzip: number | null, files: number }} PageBundle */

/**
 * @param {string} distDir a build made with `build.manifest: true`
 * @returns {PageBundle[]} null sizes ("n/a") for a page the router does not have yet
 */
export function measureBundles(distDir) {
  const manifest = readManifest(distDir);
  const shell = readShellAssets(distDir);
  const web = path.join(ROOT, "web");
  const chains = routeChains(
    fs.readFileSync(path.join(web, "src/app/router.tsx"), "utf8"),
    readPaths(path.join(web, "src/config/paths.ts")),
  );
  return BUNDLE_PAGES.map((page) => {
    const specifiers = modulesFor(chains, page);
    const keys = specifiers?.map((specifier) =>
      moduleKey(manifest, path.posix.join("src/app", specifier)),
    );
    if (!keys || keys.some((key) => key === undefined)) {
      return { page, jsGzip: null, cssGzip: null, files: 0 };
    }
    const files = initialFiles(manifest, /** @type {string[]} */ (keys), shell);
    return { page, ...gzipTotals(distDir, files), files: files.js.length + files.css.length };
  });
}
