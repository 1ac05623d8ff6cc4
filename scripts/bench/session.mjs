// @ts-check
/**
 * The part of the bench that runs inside its own emulator suite (`firebase emulators:exec`,
 * started by ./index.mjs, run with tsx so it can use the shared TypeScript sources). In order:
 * seed, then the page function's first answer (its cold start) and its warm server time;
 * Lighthouse and API load on the seeded catalogue (84 books); then reads per page view and
 * the naive comparison at 100, 1,000 and 10,000 books, only ever adding books (writes into a
 * fresh emulator are fast, into a used one slow). Writes its results to the file after --out.
 */
import fs from "node:fs";

import { EMULATOR_HOSTS, FUNCTIONS_URL, STORE_URL } from "../lib/paths.mjs";
import { run } from "../lib/run.mjs";

import { measureApi } from "./api.mjs";
import { PAGES_ENV, PARTS_ENV, sessionPages, sessionParts } from "./bench-parts.mjs";
import { growCatalogue } from "./catalogue.mjs";
import { CONTROL_PAGE, CONTROL_PATH } from "./control-page.mjs";
import { measureFlashSale } from "./flash-sale.mjs";
import { measureLighthouse } from "./lighthouse.mjs";
import { measureColdStart, measurePageFunction } from "./page-function.mjs";
import { launchBrowser, measureSize } from "./pageviews.mjs";
import { progress } from "./progress.mjs";
import { BENCH_DIR, SEARCH_PATH } from "./suite.mjs";

export const SIZES = [100, 1_000, 10_000];

/**
 * @typedef {import("./lighthouse.mjs").PageLighthouse} PageLighthouse
 * @typedef {import("./api.mjs").EndpointResult} EndpointResult
 * @typedef {import("./pageviews.mjs").SizeResult} SizeResult
 * @typedef {import("./page-function.mjs").PageFunctionFigures} PageFunctionFigures
 * @typedef {import("./page-function.mjs").Timed} Timed
 * @typedef {{ seededBooks: number | null, book: { id: string, newPrice: number } | null,
 *   coldStart: Timed | null, pageFunction: PageFunctionFigures | null,
 *   lighthouse: PageLighthouse[], lighthouseControl: PageLighthouse | null, api: EndpointResult[], sizes: SizeResult[],
 *   growth: { books: number, added: number, ms: number }[],
 *   flashSale: Awaited<ReturnType<typeof measureFlashSale>> | null,
 *   phasesMs: Record<string, number>, errors: Record<string, string> }} SessionResults
 */

const parts = sessionParts(process.env[PARTS_ENV]);
const outIndex = process.argv.indexOf("--out");
const outFile = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
if (!outFile) throw new Error("session.mjs needs --out <file>");

/** @type {SessionResults} */
const results = {
  seededBooks: null,
  book: null,
  coldStart: null,
  pageFunction: null,
  lighthouse: [],
  lighthouseControl: null,
  api: [],
  sizes: [],
  growth: [],
  flashSale: null,
  phasesMs: {},
  errors: {},
};

function save() {
  fs.writeFileSync(/** @type {string} */ (outFile), `${JSON.stringify(results, null, 2)}\n`);
}

/**
 * Runs one phase; a failure is recorded and the bench goes on with the next phase.
 * @param {string} name
 * @param {() => Promise<void>} phase
 */
async function phase(name, phase) {
  const started = Date.now();
  progress(`\n--- ${name} ---`);
  try {
    await phase();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.errors[name] = message;
    progress(`  ${name} failed: ${message}`);
  }
  results.phasesMs[name] = Date.now() - started;
  save();
}

/** @returns {Promise<{ _id: string, newPrice: number }[]>} */
async function firstBooks() {
  const response = await fetch(`${STORE_URL}/api/books?limit=1`);
  if (!response.ok) throw new Error(`GET /api/books answered ${response.status}`);
  return /** @type {{ _id: string, newPrice: number }[]} */ (await response.json());
}

await phase("seed", async () => {
  await run("npm", ["run", "seed"]);
  // The seed writes with the Admin SDK: this is the suite's first request to the function.
  results.coldStart = await measureColdStart(FUNCTIONS_URL);
  const [first] = await firstBooks();
  if (!first) throw new Error("the seed left no book");
  results.book = { id: first._id, newPrice: first.newPrice };
  const { books } = await growCatalogue(0);
  results.seededBooks = books;
});

const book = results.book;
if (book) {
  if (parts.has("page-function"))
    await phase("page function", async () => {
      results.pageFunction = await measurePageFunction(
        FUNCTIONS_URL,
        ["/", `/books/${book.id}`, "/books", "/categories"],
        results.coldStart,
      );
    });

  if (parts.has("lighthouse"))
    await phase("lighthouse", async () => {
      results.lighthouse = await measureLighthouse(
        STORE_URL,
        sessionPages(
          [
            { page: "/", path: "/" },
            { page: "/books/:id", path: `/books/${book.id}` },
            { page: "/categories", path: "/categories" },
            { page: "/books", path: "/books" },
            { page: "/cart", path: "/cart" },
            { page: "/search", path: "/search" },
            { page: "/search?q=…", path: SEARCH_PATH },
          ],
          process.env[PAGES_ENV],
        ),
        `${BENCH_DIR}/lighthouse`,
      );
      // The control's returning visits, with no budget: the floor the shop's pages are read against.
      [results.lighthouseControl = null] = await measureLighthouse(
        STORE_URL,
        [{ page: CONTROL_PAGE, path: CONTROL_PATH }],
        `${BENCH_DIR}/lighthouse`,
        { firstVisits: false },
      );
    });

  if (parts.has("api"))
    await phase("api", async () => {
      results.api = await measureApi(STORE_URL, book);
    });

  if (parts.has("flash-sale"))
    await phase("flash sale", async () => {
      results.flashSale = await measureFlashSale(STORE_URL);
    });

  if (parts.has("pageviews")) {
    const browser = await launchBrowser();
    try {
      for (const size of SIZES) {
        await phase(`catalogue of ${size}`, async () => {
          const grown = await growCatalogue(size);
          results.growth.push(grown);
          progress(`  ${grown.books} books (${grown.added} added in ${grown.ms} ms)`);
          results.sizes.push(
            await measureSize(
              browser,
              STORE_URL,
              book.id,
              grown.books,
              EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST,
            ),
          );
        });
      }
    } finally {
      await browser.close();
    }
  }
}
save();
// A phase that failed midway can leave a Firestore listener or a browser connection open, which
// would keep this process, and so the suite and the bench, waiting for ever.
process.exit(0);
