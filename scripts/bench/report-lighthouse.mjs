// @ts-check
/** The report's Lighthouse and page-function sections (bench parts 2 and 2b). */
import { NOT_INDEXED_PAGES } from "./budgets.mjs";
import { FIRST_VISIT_RUNS, RUNS_PER_PAGE } from "./lighthouse-settings.mjs";
import { ms, num, printTable } from "./report.mjs";
import { median } from "./stats.mjs";

/**
 * @typedef {import("./lighthouse.mjs").PageLighthouse} PageLighthouse
 * @typedef {import("./lighthouse.mjs").VisitFigures} VisitFigures
 * @typedef {import("./page-function.mjs").PageFunctionFigures} PageFunctionFigures
 */

/** @param {number[]} values each run's score, in run order */
const eachRun = (values) => (values.length === 0 ? "n/a" : values.join(" "));

/**
 * One table row per page and kind of visit: every run's scores, then the medians.
 * @param {string} page
 * @param {string} visit
 * @param {VisitFigures} figures
 */
function visitRow(page, visit, figures) {
  const { runs } = figures;
  const seo = NOT_INDEXED_PAGES.has(page)
    ? `${eachRun(runs.map((run) => run.seo))} (${eachRun(runs.map((run) => run.seoWithoutCrawlable))})`
    : eachRun(runs.map((run) => run.seo));
  return [
    page,
    visit,
    eachRun(runs.map((run) => run.score)),
    seo,
    eachRun(runs.map((run) => run.bestPractices)),
    ms(figures.lcpMs),
    ms(measuredMedian(runs.map((run) => run.observedLcpMs))),
    ms(measuredMedian(runs.map((run) => run.observedSpeedIndexMs))),
    ms(figures.tbtMs),
    num(figures.cls, 3),
    num(figures.benchmarkIndex),
  ];
}

/**
 * The median of the values a run could measure.
 * @param {number[]} values
 */
const measuredMedian = (values) => median(values.filter((value) => !Number.isNaN(value)));

/**
 * @param {PageLighthouse[]} pages
 * @param {number} splashMs the splash duration the build was made with
 * @param {PageLighthouse | null} control the static control page's returning visits (no budget)
 */
export function printLighthouse(pages, splashMs, control) {
  printTable(
    `2. Lighthouse 13, mobile preset: ${RUNS_PER_PAGE} returning visits (splash seen) and ` +
      `${FIRST_VISIT_RUNS} first visits (splash ${splashMs} ms shown) per page, alternately`,
    [
      "page",
      "visit",
      "perf, each run",
      "SEO, each run",
      "BP, each run",
      "LCP",
      "observed LCP",
      "observed SI",
      "TBT",
      "CLS",
      "CPU bench",
    ],
    [
      ...pages.flatMap((p) => [
        visitRow(p.page, "returning", p.returning),
        visitRow(p.page, "first", p.first),
      ]),
      ...(control ? [visitRow(control.page, "returning", control.returning)] : []),
    ],
  );
  console.log(
    "  LCP, TBT, CLS: medians of Lighthouse's simulated phone. observed: medians as this machine's " +
      "browser saw the load, unthrottled; the simulation leaves out the splash's timer, the " +
      "observed speed index shows it. SEO in brackets: without is-crawlable, for the pages the " +
      `shop keeps out of search engines (${[...NOT_INDEXED_PAGES.keys()].join(", ")}: noindex).`,
  );
  if (control) {
    console.log(
      "  The control is a page with no script, no stylesheet and no image (control-page.mjs), " +
        "with no budget: its scores are the floor this machine and the simulated phone give any " +
        "page, and its TBT is the browser's own work (docs/benchmark.md)." +
        (control.error ? ` Control: ${control.error}` : ""),
    );
  }
  for (const p of pages) {
    if (p.error) console.log(`  ${p.page}: ${p.error}`);
    const failed = [...new Set(p.returning.runs.flatMap((run) => run.failedAudits))];
    if (failed.length > 0) console.log(`  ${p.page}: audits not passed: ${failed.join(", ")}`);
    const d = p.returning.diagnosis;
    if (!d) continue;
    console.log(
      `  ${p.page} (returning, median run): LCP element ${d.lcpElement} (${d.lcpPhases}); ` +
        `longest tasks: ${d.longTasks}; script CPU: ${d.scripts}` +
        `${d.shifts ? `; layout shifts: ${d.shifts}` : ""}`,
    );
  }
}

/** @param {PageFunctionFigures} figures */
export function printPageFunction(figures) {
  printTable(
    "2b. Page function, straight to the Functions emulator, one request at a time",
    ["page", "requests", "p50", "p99"],
    [
      ...figures.paths.map((p) => [
        p.path.length > 40 ? `${p.path.slice(0, 37)}...` : p.path,
        String(p.requests),
        num(p.p50Ms, 1),
        num(p.p99Ms, 1),
      ]),
      ["all, warm", String(figures.requests), num(figures.p50Ms, 1), num(figures.p99Ms, 1)],
      ["404 under /api (the floor)", "60", num(figures.floorP50Ms, 1), ""],
      [
        "cold: the suite's first request (/)",
        "1",
        figures.cold ? num(figures.cold.ms, 1) : "n/a",
        "",
      ],
    ],
  );
  console.log(
    "  ms from sending the request to the answer's last byte: the function's work plus the " +
      "emulator's hand-over to its worker. Cold: a new worker process loads the function's " +
      "code and opens its first Firestore connection (reported, no budget).",
  );
}
