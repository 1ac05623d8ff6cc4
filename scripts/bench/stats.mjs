// @ts-check
/** Pure helpers of the bench: medians, percentiles, same-run ratios and budget verdicts. */

/**
 * The median of some numbers (the mean of the two middle ones for an even count); NaN for none.
 * @param {readonly number[]} values
 */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  const lower = sorted[middle - 1] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : (lower + upper) / 2;
}

/**
 * The p-th percentile by the nearest-rank method (p in 0..100); NaN for no values.
 * @param {readonly number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is not within 0..100`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return /** @type {number} */ (sorted[rank - 1]);
}

/**
 * How many times larger `numerator` is than `denominator`; null when it cannot be told.
 * @param {number | null} numerator
 * @param {number | null} denominator
 * @returns {number | null}
 */
export function ratio(numerator, denominator) {
  if (numerator === null || denominator === null) return null;
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator) || denominator <= 0) return null;
  return numerator / denominator;
}

/** @typedef {"PASS" | "FAIL" | "NOT RUN"} Verdict */
/** @typedef {"<=" | "<" | ">=" | ">" | "=="} Comparison */

/**
 * Whether a measured value meets a budget; NOT RUN when nothing was measured.
 * @param {number | null | undefined} value
 * @param {Comparison} comparison
 * @param {number} limit
 * @returns {Verdict}
 */
export function verdict(value, comparison, limit) {
  if (value === null || value === undefined || Number.isNaN(value)) return "NOT RUN";
  const holds = {
    "<=": value <= limit,
    "<": value < limit,
    ">=": value >= limit,
    ">": value > limit,
    "==": value === limit,
  }[comparison];
  return holds ? "PASS" : "FAIL";
}

/**
 * Every verdict at once: FAIL when any fails, else NOT RUN when any was not run, else PASS.
 * @param {readonly Verdict[]} verdicts
 * @returns {Verdict}
 */
export function allOf(verdicts) {
  if (verdicts.length === 0) return "NOT RUN";
  if (verdicts.includes("FAIL")) return "FAIL";
  if (verdicts.includes("NOT RUN")) return "NOT RUN";
  return "PASS";
}

/**
 * The most events that fall in any window of `windowMs` (a window starts at each event).
 * @param {readonly number[]} times event times in ms
 * @param {number} windowMs
 */
export function peakInWindow(times, windowMs) {
  const sorted = [...times].sort((a, b) => a - b);
  let peak = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= windowMs) start += 1;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}
