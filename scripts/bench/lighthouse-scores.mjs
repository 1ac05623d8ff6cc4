// @ts-check
/**
 * A Lighthouse category's score recomputed from a result, optionally without some of its audits:
 * the same weighted mean Lighthouse takes (core/scoring.js), over the audit references it kept
 * weighted (it zeroes the weight of not-applicable, informative and manual audits).
 */

/**
 * @typedef {{ id: string, weight: number }} AuditRef
 * @typedef {{ score: number | null, auditRefs: AuditRef[] }} Category
 * @typedef {{ categories: Record<string, Category | undefined>,
 *   audits: Record<string, { score: number | null } | undefined> }} ScoredResult
 */

/**
 * The category's score as Lighthouse shows it (0-100), leaving out the audits in `without`;
 * NaN when the result has no such category or nothing weighted is left.
 * @param {ScoredResult} lhr
 * @param {string} categoryId
 * @param {readonly string[]} [without]
 */
export function categoryScore(lhr, categoryId, without = []) {
  const refs = (lhr.categories[categoryId]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !without.includes(ref.id),
  );
  const weight = refs.reduce((total, ref) => total + ref.weight, 0);
  if (weight === 0) return Number.NaN;
  const sum = refs.reduce((total, ref) => total + (lhr.audits[ref.id]?.score ?? 0) * ref.weight, 0);
  // Lighthouse keeps the mean to two decimals (0.97), which the report shows as 97.
  const twoDecimals = Math.round((sum / weight) * 100) / 100;
  return Math.round(twoDecimals * 100);
}

/**
 * The weighted audits of a category that did not pass, e.g. "is-crawlable".
 * @param {ScoredResult} lhr
 * @param {string} categoryId
 * @returns {string[]}
 */
export function failedAudits(lhr, categoryId) {
  return (lhr.categories[categoryId]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 0) < 1)
    .map((ref) => ref.id);
}
