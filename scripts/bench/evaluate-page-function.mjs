// @ts-check
/**
 * The page function's warm server-time budget (./budgets.mjs). Its cold start is reported beside
 * it with no budget: the emulator starts a local worker process, which says little about a
 * production instance's start, and one suite gives one sample.
 */
import { PAGE_FUNCTION_P50_MAX_MS, PAGE_FUNCTION_P99_MAX_MS } from "./budgets.mjs";
import { allOf, verdict } from "./stats.mjs";

/**
 * @typedef {import("./evaluate.mjs").BudgetRow} BudgetRow
 * @typedef {{ p50Ms: number, p99Ms: number, requests: number, unexpected: number }} PageFunctionTimes
 */

/**
 * @param {PageFunctionTimes | null} figures null when it was not measured
 * @returns {BudgetRow[]}
 */
export function evaluatePageFunction(figures) {
  const budget = `page function warm: p50 <= ${PAGE_FUNCTION_P50_MAX_MS} ms, p99 <= ${PAGE_FUNCTION_P99_MAX_MS} ms, all 200`;
  if (figures === null) return [{ budget, value: "not measured", result: "NOT RUN" }];
  return [
    {
      budget,
      value:
        `p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms ` +
        `(${figures.requests} requests, ${figures.unexpected} not 200)`,
      result: allOf([
        verdict(figures.p50Ms, "<=", PAGE_FUNCTION_P50_MAX_MS),
        verdict(figures.p99Ms, "<=", PAGE_FUNCTION_P99_MAX_MS),
        verdict(figures.unexpected, "==", 0),
      ]),
    },
  ];
}
