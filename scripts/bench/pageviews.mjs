// @ts-check
/* global document, window -- functions run in the page */
/**
 * Bench parts 3 and 4, in Debian's Chromium through Playwright, each page view in a fresh
 * browser context (empty cache):
 * - reads per page view: book documents the page receives from Firestore, counted from the SDK's
 *   WebChannel traffic exactly as the scale test counts them (tests/e2e/support/firestore-reads.ts);
 * - ours vs naive: bytes transferred (every response's encoded bytes: headers and body as they
 *   came over the wire) and the time from navigation start until both book carousels show a
 *   card, for the store's home page and for the naive page (./naive/naive-page.mjs).
 */
import { chromium } from "@playwright/test";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { countFirestoreReads } from "../../tests/e2e/support/firestore-reads.ts";
import { CHROMIUM_PATH } from "../lib/chromium.mjs";
import { scrollThroughPage } from "../lib/scroll-through.mjs";

import { CHROME_FLAGS } from "./lighthouse-settings.mjs";
import { NAIVE_PATH } from "./naive/build-naive.mjs";
import { progress } from "./progress.mjs";
import { returningVisitor } from "./returning-visitor.mjs";
import { median, ratio } from "./stats.mjs";

/** @typedef {import("@playwright/test").Browser} Browser */
/** @typedef {import("@playwright/test").Page} Page */
/** @typedef {{ bytes: number, dataBytes: number, carouselsMs: number, reads: number }} HomeView */
/**
 * @typedef {{ books: number,
 *   reads: { home: number, categories: number, book: number, catalogue: number },
 *   ours: ViewSummary, naive: ViewSummary, bytesRatio: number | null,
 *   dataBytesRatio: number | null, timeRatio: number | null }} SizeResult
 * @typedef {{ bytes: number, dataBytes: number, carouselsMs: number, runs: HomeView[] }} ViewSummary
 */

const VIEW_TIMEOUT_MS = 120_000;
export const HOME_RUNS = 3;

/** Set by an init script: when both book carousels first show a card (ms since navigation). */
const CAROUSELS_WATCH = `(() => {
  const shown = () =>
    ["top-sellers", "recommended"].every((id) =>
      document.querySelector('[data-testid="' + id + '"] [data-testid="book-card"]'));
  const check = () => {
    if (shown()) window.__benchCarouselsAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROME_FLAGS.filter((flag) => flag !== "--headless"),
    headless: true,
  });
}

/** Bytes still arriving for a request started before the carousels showed keep the count open. */
const SETTLE_QUIET_MS = 500;
const SETTLE_MAX_MS = 5_000;

/**
 * Counts the bytes that the responses to a page's requests brought over the wire: CDP's
 * encodedDataLength of a finished response. Firestore's Listen channel is a stream that never
 * finishes, and for a stream CDP reports many chunks with an encodedDataLength of 0 although
 * their body has bytes, so an unfinished response counts the body bytes it has received when it
 * is not compressed (the emulator's is not), if more. CDP also reports bytes a little after the
 * page has used them: the requests made until the carousels show are noted, and their bytes are
 * summed once none of them has received anything for SETTLE_QUIET_MS.
 * @param {Page} page
 * @param {string} dataHost the Firestore emulator's host:port
 */
async function countBytes(page, dataHost) {
  const cdp = await page.context().newCDPSession(page);
  /** @type {Map<string, number>} */
  const streamed = new Map();
  /** @type {Map<string, number>} */
  const received = new Map();
  /** @type {Map<string, number>} */
  const finished = new Map();
  /** @type {Set<string>} */
  const uncompressed = new Set();
  /** @type {Set<string>} */
  const requested = new Set();
  /** @type {Set<string>} */
  const data = new Set();
  let lastArrival = Date.now();
  cdp.on("Network.requestWillBeSent", (event) => {
    requested.add(event.requestId);
    if (new URL(event.request.url).host === dataHost) data.add(event.requestId);
  });
  /** @type {Set<string> | null} */
  let counted = null;
  /** @param {string} id */
  const arrived = (id) => {
    if (!counted || counted.has(id)) lastArrival = Date.now();
  };
  cdp.on("Network.responseReceived", (event) => {
    const headers = Object.keys(event.response.headers).map((name) => name.toLowerCase());
    if (!headers.includes("content-encoding")) uncompressed.add(event.requestId);
  });
  cdp.on("Network.dataReceived", (event) => {
    streamed.set(event.requestId, (streamed.get(event.requestId) ?? 0) + event.encodedDataLength);
    received.set(event.requestId, (received.get(event.requestId) ?? 0) + event.dataLength);
    arrived(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    finished.set(event.requestId, event.encodedDataLength);
    arrived(event.requestId);
  });
  await cdp.send("Network.enable");
  /** @param {(id: string) => boolean} include */
  const sum = (include) => {
    let bytes = 0;
    for (const id of counted ?? requested) {
      if (!include(id)) continue;
      const body = uncompressed.has(id) ? (received.get(id) ?? 0) : 0;
      bytes += finished.get(id) ?? Math.max(streamed.get(id) ?? 0, body);
    }
    return bytes;
  };
  return {
    /** Counts the requests made so far, once their bytes have stopped arriving. */
    async settle() {
      counted = new Set(requested);
      const deadline = Date.now() + SETTLE_MAX_MS;
      while (Date.now() - lastArrival < SETTLE_QUIET_MS && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    total: () => sum(() => true),
    /** The bytes that came from Firestore (the book data), not from Hosting. */
    data: () => sum((id) => data.has(id)),
  };
}

/**
 * One view of a home page (the store's or the naive one) in a fresh context.
 * @param {Browser} browser
 * @param {string} url
 * @param {string} dataHost the Firestore emulator's host:port
 * @returns {Promise<HomeView>}
 */
export async function viewHome(browser, url, dataHost) {
  const context = await browser.newContext(returningVisitor(url));
  try {
    const page = await context.newPage();
    await page.addInitScript(CAROUSELS_WATCH);
    const reads = await countFirestoreReads(page);
    const bytes = await countBytes(page, dataHost);
    await page.goto(url, { timeout: VIEW_TIMEOUT_MS });
    // The store loads Recommended when the visitor nears it, so scroll once the section is there
    // (the store renders it at once as a placeholder, the naive page with its books).
    await page
      .locator('[data-testid="recommended"]')
      .waitFor({ state: "attached", timeout: VIEW_TIMEOUT_MS });
    await scrollThroughPage(page);
    const shownAt = await page.waitForFunction(
      () =>
        /** @type {{ __benchCarouselsAt?: number }} */ (/** @type {unknown} */ (window))
          .__benchCarouselsAt,
      undefined,
      { timeout: VIEW_TIMEOUT_MS, polling: 50 },
    );
    const carouselsMs = Number(await shownAt.jsonValue());
    await bytes.settle();
    const transferred = bytes.total();
    const dataBytes = bytes.data();
    return {
      bytes: transferred,
      dataBytes,
      carouselsMs,
      reads: await reads.documentsRead(COLLECTIONS.books),
    };
  } finally {
    await context.close();
  }
}

/**
 * Book documents read by one view of a page, once `ready` shows.
 * @param {Browser} browser
 * @param {string} url
 * @param {(page: Page) => Promise<unknown>} ready
 */
async function readsOf(browser, url, ready) {
  const context = await browser.newContext(returningVisitor(url));
  try {
    const page = await context.newPage();
    const reads = await countFirestoreReads(page);
    await page.goto(url, { timeout: VIEW_TIMEOUT_MS });
    await ready(page);
    await page.waitForTimeout(500);
    return await reads.documentsRead(COLLECTIONS.books);
  } finally {
    await context.close();
  }
}

/**
 * Every category shows a card: the page is scrolled through once its last section is there,
 * since the carousels below the fold load only when the visitor nears them.
 * @param {Page} page
 */
async function categoriesReady(page) {
  await page
    .locator('[data-testid="category-fiction"]')
    .waitFor({ state: "attached", timeout: VIEW_TIMEOUT_MS });
  await scrollThroughPage(page);
  await page.waitForFunction(
    () => {
      const sections = Array.from(document.querySelectorAll('section[data-testid^="category-"]'));
      return (
        sections.length > 0 &&
        sections.every((section) => section.querySelector('[data-testid="book-card"]'))
      );
    },
    undefined,
    { timeout: VIEW_TIMEOUT_MS, polling: 100 },
  );
}

/**
 * Book documents read by one view of the catalogue page (`/books`, a filtered and sorted listing
 * among the added books) once the shopper has moved the pointer: from then on the page follows
 * Firestore, and its reads arrive.
 * @param {Browser} browser
 * @param {string} url
 */
async function catalogueReads(browser, url) {
  const context = await browser.newContext(returningVisitor(url));
  try {
    const page = await context.newPage();
    const reads = await countFirestoreReads(page);
    await page.goto(url, { timeout: VIEW_TIMEOUT_MS });
    await page.locator('[data-testid="book-card"]').first().waitFor({ timeout: VIEW_TIMEOUT_MS });
    await page.mouse.move(40, 40);
    const deadline = Date.now() + VIEW_TIMEOUT_MS;
    let documents = 0;
    while (documents === 0 && Date.now() < deadline) {
      documents = await reads.documentsRead(COLLECTIONS.books);
    }
    return await reads.documentsRead(COLLECTIONS.books);
  } finally {
    await context.close();
  }
}

/** The catalogue page the bench reads: sorted by title and filtered, so added books show. */
export const CATALOGUE_BENCH_PATH = "/books?min=5&max=15&sort=title";

/** @param {Page} page */
async function bookReady(page) {
  await page.locator("article h1").first().waitFor({ timeout: VIEW_TIMEOUT_MS });
}

/**
 * Reads per page view and the home page against the naive one, at the catalogue's current size.
 * The two home pages alternate, so drift on the machine touches both alike.
 * @param {Browser} browser
 * @param {string} storeUrl
 * @param {string} bookId a seeded book
 * @param {number} books the catalogue's size
 * @param {string} dataHost the Firestore emulator's host:port
 * @returns {Promise<SizeResult>}
 */
export async function measureSize(browser, storeUrl, bookId, books, dataHost) {
  /** @type {HomeView[]} */
  const ours = [];
  /** @type {HomeView[]} */
  const naive = [];
  for (let run = 0; run < HOME_RUNS; run += 1) {
    ours.push(await viewHome(browser, `${storeUrl}/`, dataHost));
    naive.push(await viewHome(browser, `${storeUrl}${NAIVE_PATH}`, dataHost));
  }
  const categories = await readsOf(browser, `${storeUrl}/categories`, categoriesReady);
  const book = await readsOf(browser, `${storeUrl}/books/${bookId}`, bookReady);
  const catalogue = await catalogueReads(browser, `${storeUrl}${CATALOGUE_BENCH_PATH}`);
  /** @param {HomeView[]} views */
  const summary = (views) => ({
    bytes: median(views.map((view) => view.bytes)),
    dataBytes: median(views.map((view) => view.dataBytes)),
    carouselsMs: median(views.map((view) => view.carouselsMs)),
    runs: views,
  });
  const oursSummary = summary(ours);
  const naiveSummary = summary(naive);
  const result = {
    books,
    reads: { home: median(ours.map((view) => view.reads)), categories, book, catalogue },
    ours: oursSummary,
    naive: naiveSummary,
    bytesRatio: ratio(naiveSummary.bytes, oursSummary.bytes),
    dataBytesRatio: ratio(naiveSummary.dataBytes, oursSummary.dataBytes),
    timeRatio: ratio(naiveSummary.carouselsMs, oursSummary.carouselsMs),
  };
  progress(
    `  ${books} books: reads home ${result.reads.home}, categories ${categories}, book ${book}, ` +
      `catalogue ${catalogue}; ` +
      `home ${oursSummary.bytes} B in ${Math.round(oursSummary.carouselsMs)} ms, ` +
      `naive ${naiveSummary.bytes} B in ${Math.round(naiveSummary.carouselsMs)} ms`,
  );
  return result;
}
