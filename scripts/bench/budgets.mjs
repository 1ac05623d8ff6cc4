// @ts-check
/** The store's performance budgets, shared by `npm test` and `npm run bench`. */

/**
 * Home page initial JS, gzip bytes (1 KB = 1000 B): 150 KB, below Alex Russell's 170 KB
 * critical-path budget for a mid-range phone, so the shell's own script and a little growth fit
 * under it too.
 */
export const HOME_JS_BUDGET_BYTES = 150_000;
export const LIGHTHOUSE_MIN_SCORE = 95;
export const CLS_MAX = 0.05;
export const TBT_MAX_MS = 100;
/** At 10,000 books the home page must transfer at least this many times fewer bytes than naive. */
export const NAIVE_BYTES_MIN_RATIO = 50;
/** A flash sale's book document takes at most this many writes per second of the burst. */
export const FLASH_SALE_MAX_BOOK_WRITES_PER_S = 1;
/** The order path's p99 in a flash sale is at least this many times lower than the naive one's. */
export const FLASH_SALE_MIN_P99_RATIO = 3;
