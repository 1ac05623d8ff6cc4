// @ts-check
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { CACHE_DIR, ROOT } from "./paths.mjs";
import { storedZip } from "./zip.mjs";

/**
 * Decides where each Java emulator comes from on a machine that may be offline.
 * firebase-tools downloads its emulators into ~/.cache/firebase/emulators; without a network
 * the Firestore emulator can still come from the Google Cloud CLI, and Storage and the
 * Emulator UI run only when their files are already cached.
 */

const CLOUD_CLI_FIRESTORE_JAR =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/** @typedef {{ downloadPathRelativeToCacheDir: string, binaryPathRelativeToCacheDir?: string }} DownloadInfo */

function firebaseCacheDir() {
  return (
    process.env.FIREBASE_EMULATORS_PATH ??
    path.join(os.homedir(), ".cache", "firebase", "emulators")
  );
}

/** @returns {{ firestore: DownloadInfo, storage: DownloadInfo, ui: { main: DownloadInfo } }} */
function downloadInfo() {
  const file = path.join(
    ROOT,
    "node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json",
  );
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

/** @param {DownloadInfo} info */
function isCached(info) {
  const relative = info.binaryPathRelativeToCacheDir ?? info.downloadPathRelativeToCacheDir;
  return fs.existsSync(path.join(firebaseCacheDir(), relative));
}

/** A manifest line longer than 72 bytes continues on lines that start with a space. */
export function manifestLine(/** @type {string} */ line) {
  const parts = [line.slice(0, 72)];
  for (let i = 72; i < line.length; i += 71) parts.push(` ${line.slice(i, i + 71)}`);
  return parts.join("\r\n");
}

/** The Cloud CLI jar has no Main-Class; a manifest-only jar that points at it can be run with `java -jar`. */
function writeLauncherJar() {
  const launcher = path.join(CACHE_DIR, "cloud-firestore-emulator-launcher.jar");
  const manifest = [
    "Manifest-Version: 1.0",
    `Main-Class: ${FIRESTORE_MAIN_CLASS}`,
    manifestLine(`Class-Path: file:${CLOUD_CLI_FIRESTORE_JAR}`),
    "",
    "",
  ].join("\r\n");
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(
    launcher,
    storedZip([{ name: "META-INF/MANIFEST.MF", data: Buffer.from(manifest) }]),
  );
  return launcher;
}

/**
 * @returns {{ env: Record<string, string>, source: string }} environment for firebase-tools
 */
export function firestoreEmulatorSource() {
  if (isCached(downloadInfo().firestore)) return { env: {}, source: "firebase-tools cache" };
  if (fs.existsSync(CLOUD_CLI_FIRESTORE_JAR)) {
    return {
      env: { FIRESTORE_EMULATOR_BINARY_PATH: writeLauncherJar() },
      source: `Google Cloud CLI (${CLOUD_CLI_FIRESTORE_JAR})`,
    };
  }
  return { env: {}, source: "download by firebase-tools" };
}

/** The emulators to start: Storage only when its rules runtime is cached. */
export function emulatorTargets() {
  const targets = ["auth", "firestore", "functions", "hosting"];
  if (isCached(downloadInfo().storage)) targets.push("storage");
  return targets;
}

/**
 * firebase.json keeps the Emulator UI off; when its files are cached, a copy of the config with
 * the UI on is written beside it (paths in it stay relative to the project root).
 * @returns {string} the config file to pass to --config
 */
export function emulatorConfigFile() {
  const base = path.join(ROOT, "firebase.json");
  if (!isCached(downloadInfo().ui.main)) return base;
  const config = JSON.parse(fs.readFileSync(base, "utf8"));
  config.emulators.ui.enabled = true;
  const local = path.join(ROOT, "firebase.local.json");
  fs.writeFileSync(local, `${JSON.stringify(config, null, 2)}\n`);
  return local;
}
