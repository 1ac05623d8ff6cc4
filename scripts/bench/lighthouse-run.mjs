// @ts-check
/**
 * One Lighthouse run (mobile preset, the default config) in a fresh Chromium profile, as a first
 * or a returning visitor. Chromium starts through chrome-launcher with the flags Lighthouse's CLI
 * uses; Lighthouse then drives a page of it through Puppeteer, the way its docs run a page that
 * needs setting up first.
 *
 * A returning visitor's browser holds the splash's "seen" mark (web/src/config/splash-seen-key.ts):
 * the run opens the store's robots.txt, a plain file that runs no app code, sets the mark in
 * localStorage there, and lets Lighthouse load the page. Lighthouse's own reset still runs: it
 * empties the HTTP cache, service workers and Cache Storage but never touches localStorage
 * (its `clearStorageTypes`), so the returning visit downloads every file as a first one does and
 * differs from it only by the mark. A first visit takes the same steps without setting the mark.
 */
import fs from "node:fs";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import defaultConfig from "lighthouse/core/config/default-config.js";
import puppeteer from "puppeteer-core";

import { SPLASH_SEEN_KEY } from "../../web/src/config/splash-seen-key.ts";
import { CHROMIUM_PATH } from "../lib/chromium.mjs";

import {
  CHROME_FLAGS,
  MAX_WAIT_FOR_LOAD_MS,
  PERFORMANCE_AUDITS,
  WHOLE_CATEGORIES,
} from "./lighthouse-settings.mjs";

/** @typedef {import("./lighthouse-summary.mjs").Lhr} Lhr */
/** @typedef {"first" | "returning"} Visit */

/**
 * The audits of each run: the chosen performance audits and every audit of the whole categories.
 * With `onlyAudits` alone, Lighthouse keeps each category with the audits it ran.
 */
const AUDITS = [
  ...PERFORMANCE_AUDITS,
  ...WHOLE_CATEGORIES.flatMap((id) =>
    (defaultConfig.categories?.[id]?.auditRefs ?? []).map((ref) => ref.id),
  ),
];

/**
 * Opens the store's origin on a file that runs no script and, for a returning visit, marks the
 * splash as seen there.
 * @param {import("puppeteer-core").Page} page
 * @param {string} url the page Lighthouse will load
 * @param {Visit} visit
 */
async function prepareVisit(page, url, visit) {
  await page.goto(new URL("/robots.txt", url).href);
  if (visit === "returning") {
    await page.evaluate((key) => {
      globalThis.localStorage.setItem(key, "1");
    }, SPLASH_SEEN_KEY);
  }
  const seen = await page.evaluate((key) => globalThis.localStorage.getItem(key), SPLASH_SEEN_KEY);
  if ((seen !== null) !== (visit === "returning")) {
    throw new Error(`a ${visit} visit found the splash mark ${seen === null ? "unset" : "set"}`);
  }
}

/**
 * Runs Lighthouse once and writes its JSON result to `outputFile`.
 * @param {string} url
 * @param {Visit} visit
 * @param {string} outputFile
 * @returns {Promise<Lhr>}
 */
export async function runLighthouse(url, visit, outputFile) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    try {
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      await prepareVisit(page, url, visit);
      const result = await lighthouse(
        url,
        {
          output: "json",
          logLevel: "error",
          maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS,
          onlyAudits: AUDITS,
        },
        undefined,
        page,
      );
      if (!result) throw new Error(`lighthouse ${url}: no result`);
      const lhr = /** @type {Lhr} */ (/** @type {unknown} */ (result.lhr));
      fs.writeFileSync(outputFile, JSON.stringify(lhr));
      if (lhr.runtimeError) {
        throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      }
      return lhr;
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}
