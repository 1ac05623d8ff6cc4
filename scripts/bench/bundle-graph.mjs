// @ts-check
/**
 * The production build's module graph, read from Vite's manifest (dist/.vite/manifest.json):
 * which JS and CSS files a page loads before its first render, and their gzip size.
 *
 * A page's initial files are what the HTML shell loads, the entry chunk plus everything it
 * imports statically (recursively), plus, for a lazy route, the route's own chunk and its static
 * imports — the router loads that chunk before it renders the route. Dynamic imports are not
 * followed: they load later, on demand.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * @typedef {object} ManifestChunk
 * @property {string} file
 * @property {string} [src]
 * @property {boolean} [isEntry]
 * @property {boolean} [isDynamicEntry]
 * @property {string[]} [imports]
 * @property {string[]} [dynamicImports]
 * @property {string[]} [css]
 */
/** @typedef {Record<string, ManifestChunk>} Manifest */
/** @typedef {{ js: string[], css: string[] }} InitialFiles */

/** @param {string} distDir */
export function manifestPath(distDir) {
  return path.join(distDir, ".vite", "manifest.json");
}

/**
 * @param {string} distDir
 * @returns {Manifest}
 */
export function readManifest(distDir) {
  const file = manifestPath(distDir);
  if (!fs.existsSync(file)) {
    throw new Error(
      `No build manifest at ${file}: build the web app first (npm run build -w web).`,
    );
  }
  return /** @type {Manifest} */ (JSON.parse(fs.readFileSync(file, "utf8")));
}

/**
 * The manifest key of the HTML entry (index.html).
 * @param {Manifest} manifest
 */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const key = entries.find((k) => k.endsWith(".html")) ?? entries[0];
  if (!key) throw new Error("The build manifest has no entry chunk.");
  return key;
}

/**
 * The manifest key of a source module, e.g. "src/app/routes/book" -> "src/app/routes/book.tsx".
 * @param {Manifest} manifest
 * @param {string} modulePath without extension, relative to the web root
 * @returns {string | undefined}
 */
export function moduleKey(manifest, modulePath) {
  const suffixes = ["", ".tsx", ".ts", ".jsx", ".js", "/index.tsx", "/index.ts"];
  return suffixes.map((suffix) => modulePath + suffix).find((key) => key in manifest);
}

/**
 * Every file loaded before first render when the given chunks start: the chunks, their static
 * imports (recursively) and the CSS of each, in a stable order.
 * @param {Manifest} manifest
 * @param {string[]} keys manifest keys, the entry first
 * @returns {InitialFiles}
 */
export function staticClosure(manifest, keys) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`);
    if (chunk.file.endsWith(".css")) css.add(chunk.file);
    else js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

/**
 * The initial files of a page: what the shell loads (see ./shell-assets.mjs), then the entry
 * and its lazy route modules, if it has them, with their static imports; each file once.
 * @param {Manifest} manifest
 * @param {string[]} routeModuleKeys
 * @param {InitialFiles} [shell] the built shell's scripts, module preloads and stylesheets
 * @returns {InitialFiles}
 */
export function initialFiles(manifest, routeModuleKeys, shell = { js: [], css: [] }) {
  const files = staticClosure(manifest, [entryKey(manifest), ...routeModuleKeys]);
  return {
    js: [...new Set([...shell.js, ...files.js])],
    css: [...new Set([...shell.css, ...files.css])],
  };
}

/**
 * Gzip size of one built file (level 9, what a CDN serves at best; deterministic).
 * @param {string} distDir
 * @param {string} file
 */
export function gzipBytes(distDir, file) {
  return zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

/**
 * @param {string} distDir
 * @param {InitialFiles} files
 * @returns {{ jsGzip: number, cssGzip: number }}
 */
export function gzipTotals(distDir, files) {
  /** @param {string[]} list */
  const sum = (list) => list.reduce((total, file) => total + gzipBytes(distDir, file), 0);
  return { jsGzip: sum(files.js), cssGzip: sum(files.css) };
}

/**
 * The source modules bundled into the given chunks, from their source maps (node_modules paths
 * and app sources), to check that a library never reaches a page.
 * @param {string} distDir
 * @param {string[]} jsFiles
 * @returns {string[]}
 */
export function bundledSources(distDir, jsFiles) {
  return jsFiles.flatMap((file) => {
    const mapFile = path.join(distDir, `${file}.map`);
    if (!fs.existsSync(mapFile)) return [];
    const map = /** @type {{ sources?: string[] }} */ (
      JSON.parse(fs.readFileSync(mapFile, "utf8"))
    );
    return (map.sources ?? []).map((source) => source.replaceAll("\\", "/"));
  });
}
