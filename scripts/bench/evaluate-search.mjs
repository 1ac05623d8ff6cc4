// @ts-check
/**
 * The search budgets (./budgets.mjs) against part 7's rows (./search-part.mjs): relevance on the
 * seeded catalogue and at 10,000 books (the Zipf vocabulary), and the index's query time there
 * and at 100,000 books.
 */
import {
  SEARCH_100K_P99_MAX_MS,
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
 * @param {string} budget
 * @param {SearchRow | undefined} row
 * @param {number} p99MaxMs
 * @returns {BudgetRow}
 */
function latencyBudget(budget, row, p99MaxMs) {
  if (row?.["p99 ms"] === undefined) return { budget, value: "not measured", result: "NOT RUN" };
  return {
    budget,
    value: `p50 ${row["p50 ms"] ?? "?"} ms, p99 ${row["p99 ms"]} ms`,
    result: verdict(row["p99 ms"], "<=", p99MaxMs),
  };
}

/**
 * @param {SearchRow[] | null} rows null when the part did not run
 * @returns {BudgetRow[]}
 */
export function evaluateSearch(rows) {
  const seed = rows?.find((row) => row.library === "MiniSearch" && row.books < 100);
  /** @param {number} books */
  const zipfRow = (books) =>
    rows?.find(
      (row) => row.library === "MiniSearch" && row.books === books && row.vocabulary === "zipf",
    );
  const large = zipfRow(10_000);
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
    latencyBudget(
      `search query in the index, 10,000 books: p99 <= ${SEARCH_P99_MAX_MS} ms`,
      large,
      SEARCH_P99_MAX_MS,
    ),
    latencyBudget(
      `search query in the index, 100,000 books: p99 <= ${SEARCH_100K_P99_MAX_MS} ms`,
      zipfRow(100_000),
      SEARCH_100K_P99_MAX_MS,
    ),
  ];
}
