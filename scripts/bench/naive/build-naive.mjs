// @ts-check
/**
 * Builds the naive page (./naive-page.mjs, bundled and minified with esbuild) into
 * the bench's Hosting build under /bench-naive/, so Hosting serves it like the store: same
 * origin, same compression, same Content-Security-Policy.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { build } from "esbuild";

export const NAIVE_PATH = "/bench-naive/";

/**
 * @param {string} distDir the bench's web build
 * @param {{ projectId: string, firestoreHost: string }} options
 * @returns {Promise<{ jsBytes: number }>}
 */
export async function buildNaivePage(distDir, { projectId, firestoreHost }) {
  const outDir = path.join(distDir, "bench-naive");
  fs.mkdirSync(outDir, { recursive: true });
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./naive-page.mjs", import.meta.url))],
    outfile: path.join(outDir, "naive.js"),
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    platform: "browser",
    logLevel: "warning",
    metafile: true,
  });
  const html = [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<meta name="project-id" content="${projectId}" />`,
    `<meta name="firestore-emulator" content="${firestoreHost}" />`,
    "<title>Naive bookstore home</title>",
    `<script type="module" src="${NAIVE_PATH}naive.js"></script>`,
    "</head>",
    '<body><div id="root"></div></body>',
    "</html>",
    "",
  ].join("\n");
  fs.writeFileSync(path.join(outDir, "index.html"), html);
  const output = Object.values(result.metafile.outputs)[0];
  return { jsBytes: output?.bytes ?? 0 };
}
