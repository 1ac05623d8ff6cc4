// @ts-check
/** The budgets (./budgets.mjs) against the bench's measurements: one row per budget. */
import { HOME_JS_BUDGET_BYTES, NAIVE_BYTES_MIN_RATIO } from "./budgets.mjs";
import { evaluateLighthouse } from "./evaluate-lighthouse.mjs";
import { evaluatePageFunction } from "./evaluate-page-function.mjs";
import { verdict } from "./stats.mjs";

/**
 * @typedef {import("./stats.mjs").Verdict} Verdict
 * @typedef {{ budget: string, value: string, result: Verdict }} BudgetRow
 * @typedef {import("./evaluate-lighthouse.mjs").PageScores} PageScores
 * @typedef {import("./evaluate-page-function.mjs").PageFunctionTimes} PageFunctionTimes
 * @typedef {{ books: number, reads: { home: number }, bytesRatio: number | null }} SizeFigures
 */

/**
 * @param {{ homeJsGzip: number | null, lighthouse: PageScores[] | null,
 *   pageFunction: PageFunctionTimes | null, sizes: SizeFigures[] | null }} measured null for a
 *   part that was not run
 * @returns {BudgetRow[]}
 */
export function evaluateBudgets({ homeJsGzip, lighthouse, pageFunction, sizes }) {
  /** @type {BudgetRow[]} */
  const rows = [
    {
      budget: `home initial JS <= ${HOME_JS_BUDGET_BYTES / 1000} KB gzip`,
      value: homeJsGzip === null ? "not measured" : `${(homeJsGzip / 1000).toFixed(1)} KB`,
      result: verdict(homeJsGzip, "<=", HOME_JS_BUDGET_BYTES),
    },
  ];
  rows.push(...evaluateLighthouse(lighthouse), ...evaluatePageFunction(pageFunction));
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
