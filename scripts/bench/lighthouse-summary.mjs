// @ts-check
/**
 * What the bench keeps of one Lighthouse result: the three category scores it budgets, whether
 * the page may be indexed, the audits that did not pass, the metrics, and what explains a miss
 * (the LCP element and its phases, the longest main-thread tasks, the scripts that cost the
 * most CPU, the layout shift culprits, and Lighthouse's CPU benchmark of the machine).
 */
import { categoryScore, failedAudits } from "./lighthouse-scores.mjs";

/**
 * @typedef {{ id: string, score: number | null, numericValue?: number, displayValue?: string,
 *   details?: { items?: unknown[] } }} Audit
 * @typedef {import("./lighthouse-scores.mjs").Category} Category
 * @typedef {{ categories: Record<string, Category | undefined>,
 *   audits: Record<string, Audit | undefined>, runWarnings: string[],
 *   runtimeError?: { code: string, message: string },
 *   environment: { benchmarkIndex: number } }} Lhr
 * @typedef {{ score: number, seo: number, seoWithoutCrawlable: number, bestPractices: number,
 *   crawlable: boolean, failedAudits: string[], lcpMs: number, tbtMs: number, cls: number,
 *   fcpMs: number, observedLcpMs: number, observedSpeedIndexMs: number, benchmarkIndex: number, lcpElement: string, lcpPhases: string,
 *   longTasks: string, scripts: string, shifts: string, warnings: string[] }} LighthouseRun
 */

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isRecord(value) {
  return typeof value === "object" && value !== null;
}

/**
 * @param {Audit | undefined} audit
 * @returns {Record<string, unknown>[]}
 */
function items(audit) {
  return (audit?.details?.items ?? [])
    .filter(isRecord)
    .map((item) => /** @type {Record<string, unknown>} */ (item));
}

/** @param {unknown} url */
function shortUrl(url) {
  return typeof url === "string" ? url.replace(/^https?:\/\/[^/]+/, "") || "/" : String(url);
}

/**
 * The LCP element and its phases from the LCP breakdown insight (a table and a node).
 * @param {Lhr} lhr
 */
function lcpDetails(lhr) {
  const breakdown = items(lhr.audits["lcp-breakdown-insight"]);
  const node = breakdown.find((item) => item.type === "node");
  const table = breakdown.find((item) => item.type === "table");
  const phases = Array.isArray(table?.items) ? table.items.filter(isRecord) : [];
  return {
    element: node
      ? `${String(node.selector)} "${String(node.nodeLabel ?? "").slice(0, 60)}"`
      : "not found",
    phases: phases
      .map((phase) => `${String(phase.label)} ${Math.round(Number(phase.duration))} ms`)
      .join(", "),
  };
}

/**
 * A metric as this machine's browser saw it, unthrottled, from the "metrics" audit. The scores
 * come from Lighthouse's simulation, which replays the page's network and CPU work on a model
 * phone and leaves out time the page spends waiting on a timer, such as the first visit's splash:
 * the observed time shows that wait.
 * @param {Lhr} lhr
 * @param {string} name e.g. observedLargestContentfulPaint
 */
function observed(lhr, name) {
  const value = items(lhr.audits.metrics)[0]?.[name];
  return typeof value === "number" ? value : Number.NaN;
}

/**
 * The measured values and the evidence of one Lighthouse result.
 * @param {Lhr} lhr
 * @returns {LighthouseRun}
 */
export function summarizeLhr(lhr) {
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcp = lcpDetails(lhr);
  const longTasks = items(lhr.audits["long-tasks"])
    .slice(0, 4)
    .map((task) => `${shortUrl(task.url)} ${Math.round(Number(task.duration))} ms`)
    .join(", ");
  const scripts = items(lhr.audits["bootup-time"])
    .slice(0, 3)
    .map((script) => `${shortUrl(script.url)} ${Math.round(Number(script.scripting))} ms`)
    .join(", ");
  const shifts = items(lhr.audits["cls-culprits-insight"])
    .flatMap((table) => (Array.isArray(table.items) ? table.items.filter(isRecord) : []))
    .filter((item) => isRecord(item.node) && item.node.type === "node")
    .slice(0, 3)
    .map((item) => {
      const node = /** @type {Record<string, unknown>} */ (item.node);
      return `${String(node.selector)} ${Number(item.score).toFixed(3)}`;
    })
    .join(", ");
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: categoryScore(lhr, "seo"),
    seoWithoutCrawlable: categoryScore(lhr, "seo", ["is-crawlable"]),
    bestPractices: categoryScore(lhr, "best-practices"),
    crawlable: lhr.audits["is-crawlable"]?.score === 1,
    failedAudits: [...failedAudits(lhr, "seo"), ...failedAudits(lhr, "best-practices")],
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    fcpMs: value("first-contentful-paint"),
    observedLcpMs: observed(lhr, "observedLargestContentfulPaint"),
    observedSpeedIndexMs: observed(lhr, "observedSpeedIndex"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: lcp.element,
    lcpPhases: lcp.phases,
    longTasks,
    scripts,
    shifts,
    warnings: lhr.runWarnings,
  };
}
