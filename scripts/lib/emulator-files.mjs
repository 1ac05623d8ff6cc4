// @ts-check
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { CACHE_DIR, PORT_OFFSET, ROOT } from "./paths.mjs";
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

/** Where `npm run build` puts the emulator build of the web app. */
export const EMULATOR_WEB_DIR = "web/dist";

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
 * The emulators' version of firebase.json: every emulator port shifted by `portOffset` (so a
 * second suite can run beside one on the default ports); the SPA talks to the Auth and Firestore
 * emulators on their own origins, so Hosting's Content-Security-Policy must let it connect there;
 * the Emulator UI is switched on when its files are cached. `hostingPublic` (optional) makes Hosting
 * serve another build than firebase.json's (the bench serves its own, relative to the root).
 * @typedef {{ host: string, port: number, websocketPort?: number, enabled?: boolean }} EmulatorEntry
 * @typedef {{ key: string, value: string }} Header
 * @typedef {{
 *   emulators: Record<string, EmulatorEntry>,
 *   hosting: { public?: string, headers: { source: string, headers: Header[] }[] },
 * }} FirebaseConfig
 * @param {FirebaseConfig} config firebase.json's content
 * @param {{ ui: boolean, portOffset?: number, hostingPublic?: string }} options
 * @returns {FirebaseConfig}
 */
export function localFirebaseConfig(config, { ui, portOffset = 0, hostingPublic }) {
  const local = structuredClone(config);
  // firebase.json's `public` is the production bundle; the emulators serve an emulator build.
  local.hosting.public = hostingPublic ?? EMULATOR_WEB_DIR;
  for (const entry of Object.values(local.emulators)) {
    entry.port += portOffset;
    if (entry.websocketPort !== undefined) entry.websocketPort += portOffset;
  }
  const { ui: uiEntry, auth, firestore } = local.emulators;
  if (!uiEntry || !auth || !firestore) throw new Error("firebase.json lacks an emulator entry");
  uiEntry.enabled = ui;
  const origins = [auth, firestore].map(({ host, port }) => `http://${host}:${port}`);
  for (const rule of local.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key !== "Content-Security-Policy") continue;
      header.value = header.value.replace(
        /connect-src ([^;]*)/,
        `connect-src $1 ${origins.join(" ")}`,
      );
    }
  }
  return local;
}

/**
 * The name of the config file a suite uses: firebase.local.json, firebase.local.offset-N.json for
 * shifted ports, and with a `variant` (e.g. "bench") firebase.local[.offset-N].<variant>.json.
 * @param {number} portOffset
 * @param {string} [variant]
 */
export function emulatorConfigName(portOffset, variant) {
  const parts = ["firebase.local"];
  if (portOffset !== 0) parts.push(`offset-${portOffset}`);
  if (variant !== undefined) parts.push(variant);
  return `${parts.join(".")}.json`;
}

/**
 * Writes firebase.local.json, or firebase.local.offset-N.json for shifted ports, so two suites
 * never share one file (paths in it stay relative to the project root). Options (none by default):
 * `hostingPublic` serves another build, written to a file of its own named after `variant`.
 * Without it, BOOKSTORE_HOSTING_PUBLIC (a folder relative to the project) names the build Hosting
 * serves: a suite on shifted ports serves a build made for its ports, which the page function
 * reads its shell from too (functions/src/pages/shell-file.ts).
 * @param {{ hostingPublic?: string, variant?: string }} [options]
 * @returns {string} the config file to pass to --config
 */
export function emulatorConfigFile(options = {}) {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, "firebase.json"), "utf8"));
  const local = path.join(ROOT, emulatorConfigName(PORT_OFFSET, options.variant));
  const hostingPublic =
    options.hostingPublic ?? (process.env.BOOKSTORE_HOSTING_PUBLIC?.trim() || undefined);
  const content = localFirebaseConfig(config, {
    ui: isCached(downloadInfo().ui.main),
    portOffset: PORT_OFFSET,
    ...(hostingPublic === undefined ? {} : { hostingPublic }),
  });
  fs.writeFileSync(local, `${JSON.stringify(content, null, 2)}\n`);
  return local;
}
