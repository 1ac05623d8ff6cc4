// @ts-check
/**
 * The Lighthouse budgets (./budgets.mjs) against the returning visits' runs: one row per page.
 * Every run must meet the scores and the LCP limit; the CLS and TBT budgets are the runs' medians.
 */
import {
  BEST_PRACTICES_MIN_SCORE,
  CLS_MAX,
  CRAWLABLE_AUDIT,
  LCP_MAX_MS,
  NOT_INDEXED_PAGES,
  PERFORMANCE_MIN_SCORE,
  SEO_SCORE,
  TBT_MAX_MS,
} from "./budgets.mjs";
import { RUNS_PER_PAGE } from "./lighthouse-settings.mjs";
import { allOf, verdict } from "./stats.mjs";

/**
 * @typedef {import("./evaluate.mjs").BudgetRow} BudgetRow
 * @typedef {import("./stats.mjs").Verdict} Verdict
 * @typedef {{ score: number, seo: number, seoWithoutCrawlable: number, bestPractices: number,
 *   crawlable: boolean, lcpMs: number }} RunScores
 * @typedef {{ page: string, error?: string,
 *   returning: { runs: RunScores[], cls: number, tbtMs: number } }} PageScores
 */

/** @param {number[]} values */
function span(values) {
  if (values.length === 0) return "n/a";
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}-${high}`;
}

/**
 * @param {PageScores} page
 * @returns {BudgetRow}
 */
function pageRow(page) {
  const { runs, cls, tbtMs } = page.returning;
  const notIndexed = NOT_INDEXED_PAGES.has(page.page);
  const seoOf = (/** @type {RunScores} */ run) => (notIndexed ? run.seoWithoutCrawlable : run.seo);
  const seoBudget = notIndexed
    ? `SEO = ${SEO_SCORE} without ${CRAWLABLE_AUDIT}`
    : `SEO = ${SEO_SCORE}`;
  const budget =
    `Lighthouse ${page.page}, each of ${RUNS_PER_PAGE} returning visits: perf >= ${PERFORMANCE_MIN_SCORE}, ` +
    `${seoBudget}, BP >= ${BEST_PRACTICES_MIN_SCORE}, LCP <= ${LCP_MAX_MS} ms; ` +
    `median CLS < ${CLS_MAX}, TBT < ${TBT_MAX_MS} ms`;
  const noindexRuns = runs.filter((run) => !run.crawlable).length;
  const seoText = notIndexed
    ? `SEO ${span(runs.map(seoOf))} (${span(runs.map((run) => run.seo))} with ${CRAWLABLE_AUDIT}; noindex in ${noindexRuns}/${runs.length})`
    : `SEO ${span(runs.map(seoOf))}`;
  const value =
    `${runs.length} runs: perf ${span(runs.map((run) => run.score))}, ${seoText}, ` +
    `BP ${span(runs.map((run) => run.bestPractices))}, ` +
    `LCP ${span(runs.map((run) => Math.round(run.lcpMs)))} ms; CLS ${Number.isNaN(cls) ? "n/a" : cls.toFixed(3)}, ` +
    `TBT ${Number.isNaN(tbtMs) ? "n/a" : Math.round(tbtMs)} ms` +
    (page.error ? `; error: ${page.error.slice(0, 60)}` : "");
  /** @type {Verdict[]} */
  const perRun = runs.flatMap((run) => [
    verdict(run.score, ">=", PERFORMANCE_MIN_SCORE),
    verdict(seoOf(run), "==", SEO_SCORE),
    verdict(run.bestPractices, ">=", BEST_PRACTICES_MIN_SCORE),
    verdict(run.lcpMs, "<=", LCP_MAX_MS),
    // A page kept out of search engines that Lighthouse finds crawlable has lost its noindex.
    ...(notIndexed ? [verdict(run.crawlable ? 1 : 0, "==", 0)] : []),
  ]);
  /** @type {Verdict} */
  const result =
    page.error || runs.length < RUNS_PER_PAGE
      ? "FAIL"
      : allOf([...perRun, verdict(cls, "<", CLS_MAX), verdict(tbtMs, "<", TBT_MAX_MS)]);
  return { budget, value, result };
}

/**
 * @param {PageScores[] | null} pages null when Lighthouse did not run
 * @returns {BudgetRow[]}
 */
export function evaluateLighthouse(pages) {
  if (pages === null || pages.length === 0) {
    return [
      {
        budget: `Lighthouse, each returning visit: perf >= ${PERFORMANCE_MIN_SCORE}, SEO = ${SEO_SCORE}, BP >= ${BEST_PRACTICES_MIN_SCORE}`,
        value: "not measured",
        result: "NOT RUN",
      },
    ];
  }
  return pages.map(pageRow);
}
