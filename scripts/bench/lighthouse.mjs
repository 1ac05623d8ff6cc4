// @ts-check
/**
 * Bench part 2: Lighthouse 13 (mobile preset, the default config) against the Hosting emulator
 * serving the bench's build, in Debian's Chromium. Each page is loaded as a returning visitor
 * (the splash already seen) and as a first one (the splash shown), alternately, each run in a
 * fresh browser profile (./lighthouse-run.mjs). For each kind of visit it keeps every run, the
 * medians, the lowest scores and the median run's evidence (./lighthouse-summary.mjs).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { runLighthouse } from "./lighthouse-run.mjs";
import {
  FIRST_VISIT_RUNS,
  RETRIES,
  RETRY_PAUSE_MS,
  RUNS_PER_PAGE,
} from "./lighthouse-settings.mjs";
import { summarizeLhr } from "./lighthouse-summary.mjs";
import { progress } from "./progress.mjs";
import { median } from "./stats.mjs";

/**
 * @typedef {import("./lighthouse-summary.mjs").LighthouseRun} LighthouseRun
 * @typedef {import("./lighthouse-run.mjs").Visit} Visit
 * @typedef {{ runs: LighthouseRun[], score: number, minScore: number, minSeo: number,
 *   minSeoWithoutCrawlable: number, minBestPractices: number, lcpMs: number, tbtMs: number,
 *   cls: number, benchmarkIndex: number, loadAverage: number, diagnosis: LighthouseRun | null }} VisitFigures
 * @typedef {{ page: string, url: string, returning: VisitFigures, first: VisitFigures,
 *   error?: string }} PageLighthouse
 */

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
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * (retry + 1)));
    }
  }
}

/** @param {readonly number[]} values */
const lowest = (values) => (values.length === 0 ? Number.NaN : Math.min(...values));

/**
 * Medians of the metrics, the lowest of each score, and as diagnosis the run whose performance
 * score is the median.
 * @param {LighthouseRun[]} runs
 * @param {number[]} loads the load average after each run
 * @returns {VisitFigures}
 */
export function visitFigures(runs, loads) {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return {
    runs,
    score: median(runs.map((run) => run.score)),
    minScore: lowest(runs.map((run) => run.score)),
    minSeo: lowest(runs.map((run) => run.seo)),
    minSeoWithoutCrawlable: lowest(runs.map((run) => run.seoWithoutCrawlable)),
    minBestPractices: lowest(runs.map((run) => run.bestPractices)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    loadAverage: median(loads),
    diagnosis: sorted[Math.floor((sorted.length - 1) / 2)] ?? null,
  };
}

/** @param {string} page */
const slugOf = (page) => page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";

/**
 * @param {string} storeUrl e.g. http://localhost:5300
 * @param {{ page: string, path: string }[]} pages
 * @param {string} outputDir where each run's JSON report is kept
 * @param {{ firstVisits?: boolean }} [options] `firstVisits: false` runs the returning visits only
 * @returns {Promise<PageLighthouse[]>}
 */
export async function measureLighthouse(storeUrl, pages, outputDir, { firstVisits = true } = {}) {
  fs.mkdirSync(outputDir, { recursive: true });
  /** @type {PageLighthouse[]} */
  const results = [];
  for (const { page, path: pagePath } of pages) {
    const url = `${storeUrl}${pagePath}`;
    /** @type {Record<Visit, { runs: LighthouseRun[], loads: number[] }>} */
    const visits = { returning: { runs: [], loads: [] }, first: { runs: [], loads: [] } };
    /** @type {Record<Visit, number>} */
    const planned = { returning: RUNS_PER_PAGE, first: firstVisits ? FIRST_VISIT_RUNS : 0 };
    /** @type {string | undefined} */
    let error;
    try {
      // Alternately, so a change in the machine's load falls on both kinds of visit alike.
      for (let index = 0; index < Math.max(RUNS_PER_PAGE, FIRST_VISIT_RUNS); index += 1) {
        for (const visit of /** @type {Visit[]} */ (["returning", "first"])) {
          if (index >= planned[visit]) continue;
          const file = path.join(outputDir, `${slugOf(page)}-${visit}-${index + 1}.json`);
          const started = Date.now();
          const lhr = await withRetries(
            () => runLighthouse(url, visit, file),
            `${page} ${visit} visit ${index + 1}`,
          );
          const run = summarizeLhr(lhr);
          visits[visit].runs.push(run);
          visits[visit].loads.push(os.loadavg()[0] ?? Number.NaN);
          progress(
            `  Lighthouse ${page} ${visit} visit ${index + 1}: perf ${run.score}, SEO ${run.seo}, ` +
              `BP ${run.bestPractices}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, ` +
              `CLS ${run.cls.toFixed(3)}${run.failedAudits.length > 0 ? ` (failed: ${run.failedAudits.join(", ")})` : ""} ` +
              `(${Math.round((Date.now() - started) / 1000)} s, CPU benchmark ${Math.round(run.benchmarkIndex)})`,
          );
        }
      }
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      progress(`  Lighthouse ${page}: ${error}`);
    }
    results.push({
      page,
      url,
      returning: visitFigures(visits.returning.runs, visits.returning.loads),
      first: visitFigures(visits.first.runs, visits.first.loads),
      ...(error === undefined ? {} : { error }),
    });
  }
  return results;
}
