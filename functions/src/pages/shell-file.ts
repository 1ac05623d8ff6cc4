import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { isShell } from "./render-shell.ts";

/**
 * The web build's HTML shell. The build names it shell.html rather than index.html (see
 * web/vite.config.ts): Hosting would answer `/` with an index.html itself, before any rewrite.
 */
export const SHELL_FILE_NAME = "shell.html";

/**
 * The functions' folder: the nearest one above this module with a package.json, whether the
 * module runs from src (the unit tests) or from the bundle in lib (the emulator, a deploy).
 */
function functionsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("shell-file: no package.json above the functions' code");
    dir = parent;
  }
  return dir;
}

const FUNCTIONS_DIR = functionsDir();
const PROJECT_ROOT = path.dirname(FUNCTIONS_DIR);

/**
 * Where the release's shell is. Deployed, it travels with the functions' upload in lib/site
 * (scripts/lib/production-build.mjs copies it there, and the deploy refuses a copy that differs
 * from Hosting's). On the emulator it is the build Hosting serves: web/dist, or the folder
 * BOOKSTORE_HOSTING_PUBLIC names (relative to the project) for a suite that serves another.
 */
export function shellFilePath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.FUNCTIONS_EMULATOR === "true") {
    const hostingPublic = env.BOOKSTORE_HOSTING_PUBLIC?.trim() || "web/dist";
    return path.resolve(PROJECT_ROOT, hostingPublic, SHELL_FILE_NAME);
  }
  return path.join(FUNCTIONS_DIR, "lib", "site", SHELL_FILE_NAME);
}

let deployedShell: Promise<string> | undefined;

async function readShell(file: string): Promise<string> {
  const html = await readFile(file, "utf8");
  if (!isShell(html)) throw new Error(`${file} has no <title> and description to replace`);
  return html;
}

/**
 * The shell's HTML. A deployed instance reads it once (a release never changes); the emulator
 * reads it on each page, so a rebuild while the suite runs is served at once.
 */
export function shellHtml(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.FUNCTIONS_EMULATOR === "true") return readShell(shellFilePath(env));
  deployedShell ??= readShell(shellFilePath(env)).catch((error: unknown) => {
    deployedShell = undefined;
    throw error;
  });
  return deployedShell;
}
