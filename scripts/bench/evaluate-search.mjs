// @ts-check
/**
 * The search budgets (./budgets.mjs) against part 7's rows (./search-part.mjs): relevance on the
 * seeded catalogue and the index's query time at 10,000 books.
 */
import {
  SEARCH_P99_MAX_MS,
  SEARCH_SEED_HIT_AT_1_MIN,
  SEARCH_SEED_HIT_AT_5_MIN,
} from "./budgets.mjs";
import { allOf, verdict } from "./stats.mjs";

/**
 * @typedef {import("./evaluate.mjs").BudgetRow} BudgetRow
 * @typedef {{ library: string, books: number, queries: number, "hit@1": number, "hit@5": number,
 *   "p50 ms"?: number, "p99 ms"?: number }} SearchRow
 */

/**
 * @param {SearchRow[] | null} rows null when the part did not run
 * @returns {BudgetRow[]}
 */
export function evaluateSearch(rows) {
  const relevance =
    `search relevance, seeded catalogue: hit@1 >= ${SEARCH_SEED_HIT_AT_1_MIN * 100}%, ` +
    `hit@5 >= ${SEARCH_SEED_HIT_AT_5_MIN * 100}%`;
  const latency = `search query in the index, 10,000 books: p99 <= ${SEARCH_P99_MAX_MS} ms`;
  const seed = rows?.find((row) => row.library === "MiniSearch" && row.books < 100);
  const large = rows?.find((row) => row.library === "MiniSearch" && row.books === 10_000);
  return [
    seed
      ? {
          budget: relevance,
          value: `hit@1 ${seed["hit@1"]}/${seed.queries}, hit@5 ${seed["hit@5"]}/${seed.queries}`,
          result: allOf([
            verdict(seed["hit@1"] / seed.queries, ">=", SEARCH_SEED_HIT_AT_1_MIN),
            verdict(seed["hit@5"] / seed.queries, ">=", SEARCH_SEED_HIT_AT_5_MIN),
          ]),
        }
      : { budget: relevance, value: "not measured", result: "NOT RUN" },
    large?.["p99 ms"] !== undefined
      ? {
          budget: latency,
          value: `p50 ${large["p50 ms"] ?? "?"} ms, p99 ${large["p99 ms"]} ms`,
          result: verdict(large["p99 ms"], "<=", SEARCH_P99_MAX_MS),
        }
      : { budget: latency, value: "not measured", result: "NOT RUN" },
  ];
}
