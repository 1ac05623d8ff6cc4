// @ts-check
/**
 * The files the built HTML shell (index.html, which the build writes as shell.html: see
 * docs/pages.md) makes the browser fetch before any script runs: its scripts, module preloads
 * and stylesheets. Read from the HTML rather than from the build's configuration, so whatever
 * the shell loads is counted, whichever plugin put it there.
 */
import fs from "node:fs";
import path from "node:path";

/** @typedef {{ js: string[], css: string[] }} ShellAssets */

/**
 * The attributes of one start tag, names lower-cased; a bare attribute has the value "".
 * @param {string} tag e.g. `<script type="module" src="/a.js">`
 * @returns {Map<string, string>}
 */
export function attributes(tag) {
  const found = new Map();
  const body = tag.replace(/^<\w+/, "").replace(/\/?>$/, "");
  for (const match of body.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = match[1];
    if (name) found.set(name.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return found;
}

/**
 * A same-origin address as a file of the build ("/assets/a.js" -> "assets/a.js"); undefined
 * for another origin or an inline data: URL.
 * @param {string | undefined} address
 */
function buildFile(address) {
  if (!address?.startsWith("/") || address.startsWith("//")) return undefined;
  return address.slice(1).split(/[?#]/)[0];
}

/**
 * The shell's scripts (with `src`), module preloads and stylesheets, in document order.
 * @param {string} html
 * @returns {ShellAssets}
 */
export function shellAssetsIn(html) {
  /** @type {ShellAssets} */
  const assets = { js: [], css: [] };
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, "");
  for (const match of withoutComments.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const element = match[1]?.toLowerCase();
    const attrs = attributes(match[0]);
    const rel = attrs.get("rel")?.toLowerCase().split(/\s+/) ?? [];
    if (element === "script") {
      const file = buildFile(attrs.get("src"));
      if (file) assets.js.push(file);
    } else if (rel.includes("modulepreload")) {
      const file = buildFile(attrs.get("href"));
      if (file) assets.js.push(file);
    } else if (rel.includes("stylesheet")) {
      const file = buildFile(attrs.get("href"));
      if (file) assets.css.push(file);
    }
  }
  return { js: [...new Set(assets.js)], css: [...new Set(assets.css)] };
}

/**
 * @param {string} distDir a web build
 * @returns {ShellAssets}
 */
export function readShellAssets(distDir) {
  return shellAssetsIn(fs.readFileSync(path.join(distDir, "shell.html"), "utf8"));
}
