// @ts-check
import fs from "node:fs";
import path from "node:path";

import {
  bundleProblems,
  nodeProblems,
  parseEnvFile,
  projectProblems,
  shellProblems,
  webSettingsProblems,
} from "./deploy-preflight.mjs";
import { ROOT } from "./paths.mjs";
import { run } from "./run.mjs";

/** What Hosting deploys (firebase.json `hosting.public`); emulator builds stay in web/dist. */
export const PRODUCTION_WEB_DIR = path.join(ROOT, "web", "dist-production");
export const DEFAULT_ENV_FILE = path.join(ROOT, "web", ".env.production");

/** The app's HTML shell, as the web build names it (web/vite.config.ts). */
export const SHELL_FILE_NAME = "shell.html";

/** Where the functions' upload carries the release's shell (functions/src/pages/shell-file.ts). */
export const FUNCTIONS_SHELL_FILE = path.join(ROOT, "functions", "lib", "site", SHELL_FILE_NAME);
export const HOSTING_SHELL_FILE = path.join(PRODUCTION_WEB_DIR, SHELL_FILE_NAME);

/** @param {string} file */
function readIfPresent(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
}

/**
 * Puts the production shell into the functions' upload (functions/lib/site), so the function
 * serves pages from the same build Hosting serves the assets of.
 */
export function copyShellToFunctions() {
  fs.mkdirSync(path.dirname(FUNCTIONS_SHELL_FILE), { recursive: true });
  fs.copyFileSync(HOSTING_SHELL_FILE, FUNCTIONS_SHELL_FILE);
}

/** Refuses (throws) when the functions' shell and Hosting's differ or one is missing. */
export function checkShellsMatch() {
  const problems = shellProblems(
    readIfPresent(FUNCTIONS_SHELL_FILE),
    readIfPresent(HOSTING_SHELL_FILE),
  );
  if (problems.length > 0) throw new Error(problems.join("\n"));
}

/** @param {string} file */
function readJson(file) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"));
}

/**
 * Everything that stops a deploy before anything is built.
 * @param {{ projectId: string | undefined, envFile: string, nodeVersion?: string }} options
 * @returns {{ problems: string[], settings: Record<string, string> }}
 */
export function preflight({ projectId, envFile, nodeVersion = process.versions.node }) {
  const settings = fs.existsSync(envFile) ? parseEnvFile(fs.readFileSync(envFile, "utf8")) : null;
  const firebase = readJson("firebase.json");
  const relativeEnvFile = path.relative(ROOT, envFile) || envFile;
  const problems = [
    ...projectProblems(projectId),
    ...webSettingsProblems(settings, relativeEnvFile, projectId),
    ...nodeProblems({
      local: nodeVersion,
      engines: readJson("functions/package.json").engines.node,
      runtime: firebase.functions[0].runtime,
    }),
  ];
  return { problems, settings: settings ?? {} };
}

/**
 * Prints why a deploy cannot go ahead and exits.
 * @param {string[]} problems
 * @returns {never}
 */
export function refuseDeploy(problems) {
  console.error(`\n✖ Not deploying:\n${problems.map((problem) => `  - ${problem}`).join("\n")}\n`);
  process.exit(1);
}

/**
 * Bundles the functions into an empty folder and puts it in place of functions/lib, so nothing
 * left from an earlier build is uploaded, and a running emulator never sees a half-built lib.
 */
export async function buildFunctions() {
  const functionsDir = path.join(ROOT, "functions");
  const next = path.join(functionsDir, "lib.next");
  fs.rmSync(next, { recursive: true, force: true });
  await run("npx", ["rolldown", "-c", "rolldown.config.mjs", "--dir", next], { cwd: functionsDir });
  fs.rmSync(path.join(functionsDir, "lib"), { recursive: true, force: true });
  fs.renameSync(next, path.join(functionsDir, "lib"));
}

/**
 * Loads the fresh functions/lib in a process of its own, as Cloud Functions would for `projectId`,
 * and rejects when a function lacks one of its production settings.
 * @param {string} projectId
 */
export async function checkFunctionSettings(projectId) {
  await run(process.execPath, [path.join(ROOT, "scripts", "check-function-settings.mjs")], {
    env: {
      PATH: process.env.PATH,
      GCLOUD_PROJECT: projectId,
      FIREBASE_CONFIG: JSON.stringify({ projectId }),
    },
  });
}

/**
 * The deployed store's address, by the functions' rule (functions/src/lib/store-origin.ts):
 * STORE_ORIGIN in functions/.env, else the project's default Hosting site. robots.txt names
 * the sitemap with it.
 * @param {Record<string, string>} settings
 */
export function storeOrigin(settings) {
  const envFile = path.join(ROOT, "functions", ".env");
  const configured = fs.existsSync(envFile)
    ? parseEnvFile(fs.readFileSync(envFile, "utf8")).STORE_ORIGIN?.trim()
    : undefined;
  if (configured) return configured.replace(/\/+$/, "");
  return `https://${settings.VITE_FIREBASE_PROJECT_ID ?? ""}.web.app`;
}

/**
 * The production web bundle, built afresh into PRODUCTION_WEB_DIR with `settings` (they win over
 * any .env file Vite reads), then checked to hold no emulator address.
 * @param {Record<string, string>} settings
 */
export async function buildProductionWeb(settings) {
  await run(
    "npx",
    ["vite", "build", "--mode", "production", "--outDir", PRODUCTION_WEB_DIR, "--emptyOutDir"],
    {
      cwd: path.join(ROOT, "web"),
      env: { ...process.env, ...settings, BOOKSTORE_STORE_ORIGIN: storeOrigin(settings) },
    },
  );
  const problems = bundleProblems(bundleFiles(PRODUCTION_WEB_DIR));
  if (problems.length > 0) throw new Error(problems.join("\n"));
}

/**
 * @param {string} dir
 * @returns {{ name: string, text: string }[]}
 */
function bundleFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(js|html|css|json)$/.test(name))
    .map((name) => ({
      name: path.join(path.relative(ROOT, dir), name),
      text: fs.readFileSync(path.join(dir, name), "utf8"),
    }));
}
