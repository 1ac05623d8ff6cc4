// @ts-check
/** The flash sale's budgets (./budgets.mjs) against the bench's burst figures. */
import { FLASH_SALE_MAX_BOOK_WRITES_PER_S, FLASH_SALE_MIN_P99_RATIO } from "./budgets.mjs";
import { allOf, ratio, verdict } from "./stats.mjs";

/**
 * @typedef {import("./evaluate.mjs").BudgetRow} BudgetRow
 * @typedef {import("./flash-sale.mjs").BurstFigures} BurstFigures
 */

/**
 * @param {{ api: BurstFigures, sharded: BurstFigures, naive: BurstFigures } | null} flashSale
 *   null when the flash sale was not run
 * @param {number} copies the book's stock before the burst
 * @returns {BudgetRow[]}
 */
export function evaluateFlashSale(flashSale, copies) {
  if (flashSale === null) {
    return [{ budget: "flash sale", value: "not measured", result: "NOT RUN" }];
  }
  const { api, sharded, naive } = flashSale;
  const p99Ratio = ratio(naive.p99Ms, sharded.p99Ms);
  return [
    {
      budget: `flash sale via the API: ${copies} placed, 0 oversold, 0 5xx`,
      value:
        `${api.placed} placed, ${api.refused} sold out, ${api.errors} other; ` +
        `stock ${api.finalStock ?? "n/a"}, shards ${api.shardStock ?? "n/a"}`,
      result: allOf([
        verdict(api.placed, "==", copies),
        verdict(api.errors, "==", 0),
        verdict(api.finalStock, "==", 0),
        verdict(api.shardStock, "==", 0),
      ]),
    },
    {
      budget: `flash sale: book document written <= ${FLASH_SALE_MAX_BOOK_WRITES_PER_S}/s in the burst`,
      value: `${api.bookWrites} writes in ${(api.burstMs / 1000).toFixed(1)} s (${api.bookWritesPerSecond.toFixed(2)}/s)`,
      result: verdict(api.bookWritesPerSecond, "<=", FLASH_SALE_MAX_BOOK_WRITES_PER_S),
    },
    {
      budget: `flash sale: p99 >= ${FLASH_SALE_MIN_P99_RATIO}x lower than the naive design`,
      value:
        p99Ratio === null
          ? "not measured"
          : `${Math.round(sharded.p99Ms)} vs ${Math.round(naive.p99Ms)} ms: ${p99Ratio.toFixed(1)}x`,
      result: verdict(p99Ratio, ">=", FLASH_SALE_MIN_P99_RATIO),
    },
  ];
}
