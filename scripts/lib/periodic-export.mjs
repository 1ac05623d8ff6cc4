// @ts-check
/**
 * Crash safety of the local store. The emulators keep their data in memory; `npm start` saves it
 * into the data directory D (.emulator-data) every minute while it runs and once more on Ctrl-C,
 * so a crash loses at most the last minute of writes.
 *
 * Nothing is ever written into D itself. Each export goes into a sibling and is swapped in by
 * renames, so a kill at any instant leaves a complete export on disk:
 *   D.next  a periodic export, written by the Emulator Hub (POST /_admin/export)
 *   D.exit  the export firebase-tools writes on a graceful stop (--export-on-exit)
 *   D.prev  the previous D, only between the two renames of a swap
 * The Hub itself writes an export into a temporary directory in its working directory and
 * moves it to the target with one rename, after its metadata file: a target with
 * firebase-export-metadata.json is complete. Every interval exports, changed or not: the
 * emulators offer no cheap way to know, and exporting a store of this size is cheap.
 */
import fs from "node:fs";
import path from "node:path";

const METADATA_FILE = "firebase-export-metadata.json";
/** Written into each periodic export: when its snapshot was taken and how long it took. */
export const EXPORT_INFO_FILE = "bookstore-export.json";
export const DEFAULT_EXPORT_INTERVAL_MS = 60_000;
/** The Hub's temporary directories older than this are leftovers of a killed export. */
const STALE_TEMP_MS = 10 * 60_000;

/** @typedef {{ startedAt: number, finishedAt: number, ms: number }} ExportInfo */

/** @param {string} dataDir */
export function exportPaths(dataDir) {
  return { next: `${dataDir}.next`, exit: `${dataDir}.exit`, prev: `${dataDir}.prev` };
}

/** @param {string} dir */
export function isCompleteExport(dir) {
  return fs.existsSync(path.join(dir, METADATA_FILE));
}

/** @param {string} dir */
function remove(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * A swap interrupted between its two renames left D missing and D.prev complete: put it back.
 * @param {string} dataDir
 */
function restorePrevious(dataDir) {
  const { prev } = exportPaths(dataDir);
  if (!fs.existsSync(dataDir) && isCompleteExport(prev)) fs.renameSync(prev, dataDir);
  remove(prev);
}

/**
 * Makes a complete export in `candidate` the data directory; discards an incomplete one.
 * @param {string} dataDir
 * @param {string} candidate
 * @returns {boolean} whether `candidate` was swapped in
 */
export function promoteExport(dataDir, candidate) {
  if (!fs.existsSync(candidate)) return false;
  if (!isCompleteExport(candidate)) {
    remove(candidate);
    return false;
  }
  restorePrevious(dataDir);
  const { prev } = exportPaths(dataDir);
  if (fs.existsSync(dataDir)) fs.renameSync(dataDir, prev);
  fs.renameSync(candidate, dataDir);
  remove(prev);
  return true;
}

/**
 * Before the emulators start: finishes whatever swap a kill interrupted, so D holds the newest
 * complete export, and removes the Hub's temporary directories of killed exports.
 * @param {string} dataDir
 * @returns {boolean} whether D holds an export to import
 */
export function recoverDataDir(dataDir) {
  const { next, exit } = exportPaths(dataDir);
  restorePrevious(dataDir);
  // A graceful stop's export is newer than any periodic one of the same run.
  for (const candidate of [next, exit]) {
    if (promoteExport(dataDir, candidate)) console.log(`Recovered saved data from ${candidate}.`);
  }
  const parent = path.dirname(dataDir);
  for (const entry of fs.readdirSync(parent, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith("firebase-export-")) continue;
    const dir = path.join(parent, entry.name);
    if (Date.now() - fs.statSync(dir).mtimeMs > STALE_TEMP_MS) remove(dir);
  }
  return isCompleteExport(dataDir);
}

/**
 * The export interval: BOOKSTORE_EXPORT_INTERVAL_MS, else a minute.
 * @param {string | undefined} value
 */
export function exportIntervalMs(value) {
  if (value === undefined || value.trim() === "") return DEFAULT_EXPORT_INTERVAL_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000) {
    throw new Error(`BOOKSTORE_EXPORT_INTERVAL_MS must be at least 1000 (ms), not "${value}".`);
  }
  return ms;
}

/**
 * Exports the running emulators' data through the Emulator Hub into D.next and swaps it in.
 * @param {string} hubUrl
 * @param {string} dataDir
 * @returns {Promise<ExportInfo>}
 */
export async function exportOnce(hubUrl, dataDir) {
  const { next } = exportPaths(dataDir);
  const startedAt = Date.now();
  const response = await fetch(`${hubUrl}/_admin/export`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path: next, initiatedBy: "bookstore-periodic-export" }),
  });
  if (!response.ok) {
    throw new Error(`the Emulator Hub answered ${response.status}: ${await response.text()}`);
  }
  const finishedAt = Date.now();
  /** @type {ExportInfo} */
  const info = { startedAt, finishedAt, ms: finishedAt - startedAt };
  if (!isCompleteExport(next)) throw new Error(`${next} is incomplete after the export`);
  fs.writeFileSync(path.join(next, EXPORT_INFO_FILE), `${JSON.stringify(info)}\n`);
  promoteExport(dataDir, next);
  return info;
}

/**
 * Exports every `intervalMs` until stopped; an export starts only after the previous one ended.
 * @param {{ hubUrl: string, dataDir: string, intervalMs: number }} options
 * @returns {{ stop: () => Promise<void> }} `stop` waits for an export under way
 */
export function startPeriodicExport({ hubUrl, dataDir, intervalMs }) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {Promise<void>} */
  let current = Promise.resolve();
  let stopped = false;
  let exports = 0;

  const exportAndReschedule = async () => {
    try {
      const info = await exportOnce(hubUrl, dataDir);
      exports += 1;
      if (exports === 1) {
        console.log(
          `Saving the store's data to ${dataDir} every ${intervalMs / 1000} s (an export takes ${info.ms} ms).`,
        );
      }
    } catch (error) {
      if (!stopped) {
        console.warn(`Periodic export failed: ${error instanceof Error ? error.message : error}`);
      }
    }
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = exportAndReschedule();
    }, intervalMs);
  };

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
