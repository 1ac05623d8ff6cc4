// @ts-check
/**
 * How the bench runs Lighthouse (./lighthouse.mjs): shared by the runs and the report. Free of
 * Lighthouse's own modules, so the report can read it without loading them.
 */

/** Chromium's flags on this machine (docs/troubleshooting.md): headless, no sandbox as root. */
export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Firestore's Listen channel is a hanging XHR at High priority, so Lighthouse's "critical network
 * idle" never comes on a page that reads books and every run would wait the full default 45 s.
 * The metrics are taken from the trace either way; 15 s is ample for these pages.
 */
export const MAX_WAIT_FOR_LOAD_MS = 15_000;

/** Returning visits per page: the budgets hold in every one of them. */
export const RUNS_PER_PAGE = 5;
/** First visits per page (splash shown), reported beside the returning ones. */
export const FIRST_VISIT_RUNS = 5;
/** A run that fails (e.g. NO_NAVSTART, docs/benchmark.md part 2) is tried again this often. */
export const RETRIES = 3;

/**
 * The pause before each new try, times the tries so far: failures of NO_NAVSTART come in bursts
 * of up to half a minute, and a try right after a failed one often fails too.
 */
export const RETRY_PAUSE_MS = 10_000;

/**
 * The performance audits the bench runs: the five weighted metrics (so the performance score is
 * the full one: no other audit carries weight), the observed (unthrottled) metrics, and the
 * diagnostics the report quotes. Skipping the rest saves half of each run. The SEO and
 * best-practices categories run whole.
 */
export const PERFORMANCE_AUDITS = [
  "metrics",
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "long-tasks",
  "bootup-time",
  "lcp-breakdown-insight",
  "cls-culprits-insight",
];

/** The categories whose every audit runs. */
export const WHOLE_CATEGORIES = ["seo", "best-practices"];
