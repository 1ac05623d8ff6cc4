// @ts-check
/**
 * Which parts of the bench run: `npm run bench -- --only=lighthouse,page-function` runs the
 * named parts of the emulator session (the seed always runs), `--only=bundle` the build alone,
 * `--only=search` the search index's figures (in this process, no emulators), and no `--only`
 * everything. The bundle is measured on every run: the build is needed anyway.
 * `--pages=/search,/categories` limits Lighthouse to the named pages while a change to them is
 * being tried; the budgets hold for every page, so a full run still decides.
 */

/** The session's parts, in the order it runs them (./session.mjs). */
export const SESSION_PARTS = ["page-function", "lighthouse", "api", "flash-sale", "pageviews"];
/** How the chosen parts reach the session, which runs inside `firebase emulators:exec`. */
export const PARTS_ENV = "BOOKSTORE_BENCH_PARTS";
/** How the pages chosen for Lighthouse reach the session. */
export const PAGES_ENV = "BOOKSTORE_BENCH_PAGES";

/** Parts that run outside the emulator session. */
const LOCAL_PARTS = ["bundle", "search"];

/**
 * @param {readonly string[]} argv the bench's arguments
 * @returns {{ suite: boolean, parts: string[], search: boolean }} whether the emulator session
 *   runs, its parts, and whether the search part runs
 */
export function chosenParts(argv) {
  const only = argv.find((arg) => arg.startsWith("--only="));
  if (only === undefined) return { suite: true, parts: [...SESSION_PARTS], search: true };
  const names = only
    .slice("--only=".length)
    .split(",")
    .filter((name) => name !== "");
  const unknown = names.filter(
    (name) => !LOCAL_PARTS.includes(name) && !SESSION_PARTS.includes(name),
  );
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(
      `--only takes any of ${[...LOCAL_PARTS, ...SESSION_PARTS].join(", ")}, comma-separated; not "${unknown.join(",")}".`,
    );
  }
  const parts = SESSION_PARTS.filter((part) => names.includes(part));
  return { suite: parts.length > 0, parts, search: names.includes("search") };
}

/**
 * The parts the session was asked to run (all of them when the variable is unset).
 * @param {string | undefined} value the session's PARTS_ENV
 * @returns {Set<string>}
 */
export function sessionParts(value) {
  return new Set(value === undefined || value === "" ? SESSION_PARTS : value.split(","));
}

/**
 * @param {readonly string[]} argv the bench's arguments
 * @returns {string} the pages Lighthouse measures, comma-separated; empty for every page
 */
export function chosenPages(argv) {
  const pages = argv.find((arg) => arg.startsWith("--pages="));
  return pages === undefined ? "" : pages.slice("--pages=".length);
}

/**
 * @template {{ page: string }} P
 * @param {P[]} pages every page the bench measures
 * @param {string | undefined} value the session's PAGES_ENV
 * @returns {P[]} the chosen ones
 */
export function sessionPages(pages, value) {
  if (value === undefined || value === "") return pages;
  const names = value.split(",");
  const unknown = names.filter((name) => !pages.some((page) => page.page === name));
  if (unknown.length > 0) {
    throw new Error(
      `--pages takes any of ${pages.map((page) => page.page).join(", ")}; not "${unknown.join(",")}".`,
    );
  }
  return pages.filter((page) => names.includes(page.page));
}
