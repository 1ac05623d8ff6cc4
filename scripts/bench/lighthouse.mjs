// @ts-check
/**
 * Bench part 2: Lighthouse 13 (mobile preset, the default config) against the Hosting emulator
 * serving the bench's build, in Debian's Chromium; median and lowest score of 5 runs per page. Each run is the
 * CLI in a fresh browser profile. With every result it keeps what explains a miss: the LCP
 * element, the longest main-thread tasks and the scripts that cost the most CPU, the layout
 * shift culprits, and Lighthouse's CPU benchmark of the machine at that moment.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { CHROMIUM_PATH } from "../lib/chromium.mjs";
import { ROOT } from "../lib/paths.mjs";

import { progress } from "./progress.mjs";
import { median } from "./stats.mjs";

export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Firestore's Listen channel is a hanging XHR at High priority, so Lighthouse's "critical network
 * idle" never comes on a page that reads books and every run would wait the full default 45 s.
 * The metrics are taken from the trace either way; 15 s is ample for these pages.
 */
export const MAX_WAIT_FOR_LOAD_MS = 15_000;
export const RUNS_PER_PAGE = 5;
/** A run that fails (e.g. NO_NAVSTART, seen on a busy machine) is tried again this often. */
const RETRIES = 2;
/**
 * The five weighted metrics (so the performance score is the full one: no other audit carries
 * weight) and the diagnostics the report quotes; skipping the rest saves half of each run.
 */
export const AUDITS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "long-tasks",
  "bootup-time",
  "lcp-breakdown-insight",
  "cls-culprits-insight",
];
const LIGHTHOUSE_CLI = path.join(ROOT, "node_modules", "lighthouse", "cli", "index.js");

/**
 * @typedef {{ id: string, score: number | null, numericValue?: number, displayValue?: string,
 *   details?: { items?: unknown[] } }} Audit
 * @typedef {{ categories: { performance: { score: number | null } },
 *   audits: Record<string, Audit | undefined>, runWarnings: string[],
 *   runtimeError?: { code: string, message: string },
 *   environment: { benchmarkIndex: number } }} Lhr
 * @typedef {{ score: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number,
 *   benchmarkIndex: number, lcpElement: string, lcpPhases: string, longTasks: string,
 *   scripts: string, shifts: string, warnings: string[] }} LighthouseRun
 * @typedef {{ page: string, url: string, runs: LighthouseRun[], score: number, minScore: number, lcpMs: number,
 *   tbtMs: number, cls: number, benchmarkIndex: number, loadAverage: number,
 *   diagnosis: LighthouseRun | null, error?: string }} PageLighthouse
 */

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isRecord(value) {
  return typeof value === "object" && value !== null;
}

/**
 * @param {Audit | undefined} audit
 * @returns {Record<string, unknown>[]}
 */
function items(audit) {
  return (audit?.details?.items ?? [])
    .filter(isRecord)
    .map((item) => /** @type {Record<string, unknown>} */ (item));
}

/** @param {unknown} url */
function shortUrl(url) {
  return typeof url === "string" ? url.replace(/^https?:\/\/[^/]+/, "") || "/" : String(url);
}

/**
 * The LCP element and its phases from the LCP breakdown insight (a table and a node).
 * @param {Lhr} lhr
 */
function lcpDetails(lhr) {
  const breakdown = items(lhr.audits["lcp-breakdown-insight"]);
  const node = breakdown.find((item) => item.type === "node");
  const table = breakdown.find((item) => item.type === "table");
  const phases = Array.isArray(table?.items) ? table.items.filter(isRecord) : [];
  return {
    element: node
      ? `${String(node.selector)} "${String(node.nodeLabel ?? "").slice(0, 60)}"`
      : "not found",
    phases: phases
      .map((phase) => `${String(phase.label)} ${Math.round(Number(phase.duration))} ms`)
      .join(", "),
  };
}

/**
 * The measured values and the evidence of one Lighthouse result.
 * @param {Lhr} lhr
 * @returns {LighthouseRun}
 */
export function summarizeLhr(lhr) {
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcp = lcpDetails(lhr);
  const longTasks = items(lhr.audits["long-tasks"])
    .slice(0, 4)
    .map((task) => `${shortUrl(task.url)} ${Math.round(Number(task.duration))} ms`)
    .join(", ");
  const scripts = items(lhr.audits["bootup-time"])
    .slice(0, 3)
    .map((script) => `${shortUrl(script.url)} ${Math.round(Number(script.scripting))} ms`)
    .join(", ");
  const shifts = items(lhr.audits["cls-culprits-insight"])
    .flatMap((table) => (Array.isArray(table.items) ? table.items.filter(isRecord) : []))
    .filter((item) => isRecord(item.node) && item.node.type === "node")
    .slice(0, 3)
    .map((item) => {
      const node = /** @type {Record<string, unknown>} */ (item.node);
      return `${String(node.selector)} ${Number(item.score).toFixed(3)}`;
    })
    .join(", ");
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    fcpMs: value("first-contentful-paint"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcp.element,
    lcpPhases: lcp.phases,
    longTasks,
    scripts,
    shifts,
    warnings: lhr.runWarnings,
  };
}

/**
 * One Lighthouse run of the CLI; resolves with its result.
 * @param {string} url
 * @param {string} outputFile
 * @returns {Promise<Lhr>}
 */
function runLighthouse(url, outputFile) {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    "--only-categories=performance",
    `--only-audits=${AUDITS.join(",")}`,
    "--output=json",
    `--output-path=${outputFile}`,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    `--max-wait-for-load=${MAX_WAIT_FOR_LOAD_MS}`,
    "--quiet",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += String(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0 || !fs.existsSync(outputFile)) {
        reject(new Error(`lighthouse ${url} failed (exit ${code}): ${stderr.slice(-500)}`));
        return;
      }
      const lhr = /** @type {Lhr} */ (JSON.parse(fs.readFileSync(outputFile, "utf8")));
      if (lhr.runtimeError) {
        reject(
          new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`),
        );
        return;
      }
      resolve(lhr);
    });
  });
}

/**
 * @template T
 * @param {() => Promise<T>} attempt
 * @param {string} label
 * @returns {Promise<T>}
 */
async function withRetries(attempt, label) {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= RETRIES) throw error;
      progress(`  Lighthouse ${label} failed, trying again: ${String(error).slice(0, 200)}`);
    }
  }
}

/**
 * Median of each metric over the runs and the lowest score; the diagnosis is the run whose score is the median.
 * @param {string} page
 * @param {string} url
 * @param {LighthouseRun[]} runs
 * @param {number} loadAverage
 * @returns {PageLighthouse}
 */
export function pageMedians(page, url, runs, loadAverage) {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return {
    page,
    url,
    runs,
    score: median(runs.map((run) => run.score)),
    minScore: runs.length === 0 ? Number.NaN : Math.min(...runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    loadAverage,
    diagnosis: sorted[Math.floor((sorted.length - 1) / 2)] ?? null,
  };
}

/**
 * @param {string} storeUrl e.g. http://localhost:5300
 * @param {{ page: string, path: string }[]} pages
 * @param {string} outputDir where each run's JSON report is kept
 * @returns {Promise<PageLighthouse[]>}
 */
export async function measureLighthouse(storeUrl, pages, outputDir) {
  fs.mkdirSync(outputDir, { recursive: true });
  /** @type {PageLighthouse[]} */
  const results = [];
  for (const { page, path: pagePath } of pages) {
    const url = `${storeUrl}${pagePath}`;
    /** @type {LighthouseRun[]} */
    const runs = [];
    /** @type {number[]} */
    const loads = [];
    try {
      for (let index = 0; index < RUNS_PER_PAGE; index += 1) {
        const slug = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
        const file = path.join(outputDir, `${slug}-${index + 1}.json`);
        const started = Date.now();
        const lhr = await withRetries(() => runLighthouse(url, file), `${page} run ${index + 1}`);
        loads.push(os.loadavg()[0] ?? Number.NaN);
        const run = summarizeLhr(lhr);
        runs.push(run);
        progress(
          `  Lighthouse ${page} run ${index + 1}: perf ${run.score}, LCP ${Math.round(run.lcpMs)} ms, ` +
            `TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)} ` +
            `(${Math.round((Date.now() - started) / 1000)} s, CPU benchmark ${Math.round(run.benchmarkIndex)})`,
        );
      }
      results.push(pageMedians(page, url, runs, median(loads)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      progress(`  Lighthouse ${page}: ${message}`);
      results.push({ ...pageMedians(page, url, runs, median(loads)), error: message });
    }
  }
  return results;
}
