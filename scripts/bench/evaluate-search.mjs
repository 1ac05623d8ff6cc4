// @ts-check
/**
 * The search budgets (./budgets.mjs) against part 7's rows (./search-part.mjs): relevance on the
 * seeded catalogue and at 10,000 books (the Zipf vocabulary), and the index's query time there.
 */
import {
  SEARCH_10K_HIT_AT_1_MIN,
  SEARCH_10K_HIT_AT_5_MIN,
  SEARCH_P99_MAX_MS,
  SEARCH_SEED_HIT_AT_1_MIN,
  SEARCH_SEED_HIT_AT_5_MIN,
} from "./budgets.mjs";
import { allOf, verdict } from "./stats.mjs";

/**
 * @typedef {import("./evaluate.mjs").BudgetRow} BudgetRow
 * @typedef {{ library: string, books: number, vocabulary: string, queries: number,
 *   "hit@1": number, "hit@5": number, "p50 ms"?: number, "p99 ms"?: number }} SearchRow
 */

/**
 * @param {string} budget
 * @param {SearchRow | undefined} row
 * @param {number} hitAt1Min
 * @param {number} hitAt5Min
 * @returns {BudgetRow}
 */
function relevanceBudget(budget, row, hitAt1Min, hitAt5Min) {
  if (!row) return { budget, value: "not measured", result: "NOT RUN" };
  return {
    budget,
    value: `hit@1 ${row["hit@1"]}/${row.queries}, hit@5 ${row["hit@5"]}/${row.queries}`,
    result: allOf([
      verdict(row["hit@1"] / row.queries, ">=", hitAt1Min),
      verdict(row["hit@5"] / row.queries, ">=", hitAt5Min),
    ]),
  };
}

/**
 * @param {SearchRow[] | null} rows null when the part did not run
 * @returns {BudgetRow[]}
 */
export function evaluateSearch(rows) {
  const latency = `search query in the index, 10,000 books: p99 <= ${SEARCH_P99_MAX_MS} ms`;
  const seed = rows?.find((row) => row.library === "MiniSearch" && row.books < 100);
  const large = rows?.find(
    (row) => row.library === "MiniSearch" && row.books === 10_000 && row.vocabulary === "zipf",
  );
  return [
    relevanceBudget(
      `search relevance, seeded catalogue: hit@1 >= ${SEARCH_SEED_HIT_AT_1_MIN * 100}%, ` +
        `hit@5 >= ${SEARCH_SEED_HIT_AT_5_MIN * 100}%`,
      seed,
      SEARCH_SEED_HIT_AT_1_MIN,
      SEARCH_SEED_HIT_AT_5_MIN,
    ),
    relevanceBudget(
      `search relevance, 10,000 books (Zipf vocabulary): hit@1 >= ${SEARCH_10K_HIT_AT_1_MIN * 100}%, ` +
        `hit@5 >= ${SEARCH_10K_HIT_AT_5_MIN * 100}%`,
      large,
      SEARCH_10K_HIT_AT_1_MIN,
      SEARCH_10K_HIT_AT_5_MIN,
    ),
    large?.["p99 ms"] !== undefined
      ? {
          budget: latency,
          value: `p50 ${large["p50 ms"] ?? "?"} ms, p99 ${large["p99 ms"]} ms`,
          result: verdict(large["p99 ms"], "<=", SEARCH_P99_MAX_MS),
        }
      : { budget: latency, value: "not measured", result: "NOT RUN" },
  ];
}
