// @ts-check
/**
 * Bench part 2b: the page function's server time, asked straight of the Functions emulator (no
 * Hosting in between), one request at a time. A request's time runs from sending it to the last
 * byte of the answer, over a kept-alive localhost connection: the function's own work (reading
 * the books, writing the head into the shell) plus the emulator's hand-over to its worker
 * process. A 404 under /api, answered without Firestore by the same function, gives that
 * hand-over's floor in the same run.
 *
 * - Cold: the suite's first request to the function, made right after the seed (which writes
 *   with the Admin SDK and calls no function). The emulator starts a worker process for it, which
 *   loads the function's code and opens its first Firestore connection, as a fresh instance does
 *   in production (where a container start comes on top).
 * - Warm: after a warm-up, the pages in turn, one at a time, so one warm worker answers them all
 *   (concurrent requests would each start a worker of their own).
 */
import { progress } from "./progress.mjs";
import { median, percentile } from "./stats.mjs";

export const WARM_REQUESTS = 240;
const WARM_UP_REQUESTS = 20;
const FLOOR_REQUESTS = 60;

/**
 * @typedef {{ path: string, status: number, ms: number }} Timed
 * @typedef {{ path: string, requests: number, p50Ms: number, p99Ms: number }} PathFigures
 * @typedef {{ cold: Timed | null, p50Ms: number, p99Ms: number, requests: number,
 *   unexpected: number, floorP50Ms: number, paths: PathFigures[] }} PageFunctionFigures
 */

/**
 * One request, timed to the answer's last byte.
 * @param {string} functionUrl e.g. http://127.0.0.1:5301/demo-bookstore/us-central1/api
 * @param {string} path
 * @returns {Promise<Timed>}
 */
export async function timedGet(functionUrl, path) {
  const started = performance.now();
  const response = await fetch(`${functionUrl}${path}`);
  await response.arrayBuffer();
  return { path, status: response.status, ms: performance.now() - started };
}

/**
 * The suite's first request to the function: call it before anything else asks the function.
 * @param {string} functionUrl
 * @returns {Promise<Timed>}
 */
export async function measureColdStart(functionUrl) {
  const cold = await timedGet(functionUrl, "/");
  progress(`  page function, first answer after the suite started: ${Math.round(cold.ms)} ms`);
  return cold;
}

/**
 * @param {string} functionUrl
 * @param {string[]} paths the pages, asked in turn
 * @param {Timed | null} cold the first answer, from measureColdStart
 * @returns {Promise<PageFunctionFigures>}
 */
export async function measurePageFunction(functionUrl, paths, cold) {
  for (let index = 0; index < WARM_UP_REQUESTS; index += 1) {
    await timedGet(functionUrl, paths[index % paths.length] ?? "/");
  }
  /** @type {Timed[]} */
  const floor = [];
  for (let index = 0; index < FLOOR_REQUESTS; index += 1) {
    floor.push(await timedGet(functionUrl, "/api/bench-no-such-endpoint"));
  }
  /** @type {Timed[]} */
  const warm = [];
  for (let index = 0; index < WARM_REQUESTS; index += 1) {
    warm.push(await timedGet(functionUrl, paths[index % paths.length] ?? "/"));
  }
  const ms = warm.map((timed) => timed.ms);
  const figures = {
    cold,
    p50Ms: median(ms),
    p99Ms: percentile(ms, 99),
    requests: warm.length,
    unexpected: warm.filter((timed) => timed.status !== 200).length,
    floorP50Ms: median(floor.map((timed) => timed.ms)),
    paths: paths.map((path) => {
      const own = warm.filter((timed) => timed.path === path).map((timed) => timed.ms);
      return { path, requests: own.length, p50Ms: median(own), p99Ms: percentile(own, 99) };
    }),
  };
  progress(
    `  page function, warm: p50 ${figures.p50Ms.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms ` +
      `over ${figures.requests} requests (${figures.unexpected} not 200); 404 floor p50 ` +
      `${figures.floorP50Ms.toFixed(1)} ms`,
  );
  return figures;
}
