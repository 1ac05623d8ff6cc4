// @ts-check
/** The budgets (./budgets.mjs) against the bench's measurements: one row per budget. */
import {
  CLS_MAX,
  HOME_JS_BUDGET_BYTES,
  LIGHTHOUSE_MIN_SCORE,
  NAIVE_BYTES_MIN_RATIO,
  TBT_MAX_MS,
} from "./budgets.mjs";
import { allOf, verdict } from "./stats.mjs";

/**
 * @typedef {import("./stats.mjs").Verdict} Verdict
 * @typedef {{ budget: string, value: string, result: Verdict }} BudgetRow
 * @typedef {{ page: string, score: number, cls: number, tbtMs: number, error?: string }} LighthouseMedians
 * @typedef {{ books: number, reads: { home: number }, bytesRatio: number | null }} SizeFigures
 */

/** @param {number} value */
const fixed = (value) => (Number.isNaN(value) ? "n/a" : String(Math.round(value)));

/**
 * @param {{ homeJsGzip: number | null, lighthouse: LighthouseMedians[] | null,
 *   sizes: SizeFigures[] | null }} measured null for a part that was not run
 * @returns {BudgetRow[]}
 */
export function evaluateBudgets({ homeJsGzip, lighthouse, sizes }) {
  /** @type {BudgetRow[]} */
  const rows = [
    {
      budget: `home initial JS <= ${HOME_JS_BUDGET_BYTES / 1000} KB gzip`,
      value: homeJsGzip === null ? "not measured" : `${(homeJsGzip / 1000).toFixed(1)} KB`,
      result: verdict(homeJsGzip, "<=", HOME_JS_BUDGET_BYTES),
    },
  ];
  const lighthouseBudget = `perf >= ${LIGHTHOUSE_MIN_SCORE}, CLS < ${CLS_MAX}, TBT < ${TBT_MAX_MS} ms`;
  if (lighthouse === null || lighthouse.length === 0) {
    rows.push({
      budget: `Lighthouse ${lighthouseBudget}`,
      value: "not measured",
      result: "NOT RUN",
    });
  } else {
    for (const page of lighthouse) {
      rows.push({
        budget: `Lighthouse ${page.page}: ${lighthouseBudget}`,
        value: page.error
          ? `error: ${page.error.slice(0, 60)}`
          : `perf ${fixed(page.score)}, CLS ${page.cls.toFixed(3)}, TBT ${fixed(page.tbtMs)} ms`,
        result: page.error
          ? "FAIL"
          : allOf([
              verdict(page.score, ">=", LIGHTHOUSE_MIN_SCORE),
              verdict(page.cls, "<", CLS_MAX),
              verdict(page.tbtMs, "<", TBT_MAX_MS),
            ]),
      });
    }
  }
  const small = sizes?.find((size) => size.books >= 100 && size.books < 1_000);
  const large = sizes?.find((size) => size.books >= 10_000);
  rows.push({
    budget: "home reads at 10,000 books == at 100",
    value: small && large ? `${large.reads.home} vs ${small.reads.home}` : "not measured",
    result: small && large ? verdict(large.reads.home, "==", small.reads.home) : "NOT RUN",
  });
  rows.push({
    budget: `home bytes at 10,000 books >= ${NAIVE_BYTES_MIN_RATIO}x fewer than naive`,
    value:
      large?.bytesRatio === null || large?.bytesRatio === undefined
        ? "not measured"
        : `${large.bytesRatio.toFixed(1)}x fewer`,
    result: verdict(large?.bytesRatio, ">=", NAIVE_BYTES_MIN_RATIO),
  });
  return rows;
}
