/**
 * `node --expose-gc --import tsx scripts/bench/search-libraries.ts [--big 100000]
 *   [--vocabulary zipf|dense|seed-only] [--only-minisearch] [--json <file>]`
 * Measures the three candidate search libraries (MiniSearch, Orama, FlexSearch) on this store's
 * catalogue: the 84 seeded books, then 10,000 (the seed plus generated books whose titles,
 * authors and descriptions draw on the seed's words and names by --vocabulary, default zipf: see
 * tests/support/generated-search-books.ts), and MiniSearch alone at the --big size. With
 * --only-minisearch it adds MiniSearch at 10,000 books in the `dense` vocabulary, where every
 * seeded surname has about a dozen namesakes. For each: hit@1 and hit@5 on the relevance set
 * (tests/support/search-relevance.ts), warm query latency, index size (JSON and gzipped),
 * build time, load time (gunzip and parse, what an instance does when it starts) and heap.
 * Everything runs in this process; nothing touches the emulators. See docs/search.md.
 * `npm run bench` runs it with --only-minisearch and --json (part 7, ./search-part.mjs).
 */
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { gunzipSync, gzipSync } from "node:zlib";

import { create, insertMultiple, load, save, search } from "@orama/orama";
import FlexSearch from "flexsearch";

import { isbn10Of } from "@bookstore/shared/books/isbn.ts";

import {
  type IndexedBook,
  buildBookIndex,
  FIELD_BOOSTS,
  loadBookIndex,
  searchBookIndex,
  serializeBookIndex,
} from "../../functions/src/lib/search/book-index.ts";
import { foldText, isbnQuery, queryWords } from "../../functions/src/lib/search/search-text.ts";
import {
  type CatalogueVocabulary,
  generatedCatalogue,
} from "../../tests/support/generated-search-books.ts";
import { RELEVANCE_SET, scoreRelevance } from "../../tests/support/search-relevance.ts";

const vocabularyIndex = process.argv.indexOf("--vocabulary");
const VOCABULARY = (
  vocabularyIndex > 0 ? process.argv[vocabularyIndex + 1] : "zipf"
) as CatalogueVocabulary;
const bigIndex = process.argv.indexOf("--big");
const BIG = bigIndex > 0 ? Number(process.argv[bigIndex + 1]) : 100_000;
const LATENCY_ROUNDS = 20;
const ONLY_MINISEARCH = process.argv.includes("--only-minisearch");
const jsonIndex = process.argv.indexOf("--json");
const JSON_FILE = jsonIndex > 0 ? process.argv[jsonIndex + 1] : undefined;

function isbnText(book: IndexedBook): string {
  return book.isbn === "" ? "" : `${book.isbn} ${isbn10Of(book.isbn) ?? ""}`;
}

/** The query as the other libraries get it: folded, common words dropped, an ISBN as ISBN-13. */
function plainQuery(query: string): string {
  return isbnQuery(query) ?? queryWords(query).join(" ");
}

interface Library<I> {
  build(books: IndexedBook[]): I | Promise<I>;
  search(index: I, query: string): string[] | Promise<string[]>;
  serialize(index: I): string | Promise<string>;
  load(json: string): I;
}

const ORAMA_SCHEMA = {
  id: "string",
  title: "string",
  author: "string",
  isbn: "string",
  description: "string",
  sold: "number",
} as const;

const flexOptions = () => ({
  document: { id: "id", index: ["title", "author", "isbn", "description"] },
  tokenize: "forward" as const,
  encoder: FlexSearch.Charset.LatinBalance,
});

type FlexIndex = InstanceType<typeof FlexSearch.Document>;
type OramaIndex = ReturnType<typeof create<typeof ORAMA_SCHEMA>>;

const miniSearch: Library<ReturnType<typeof buildBookIndex>> = {
  build: (books) => buildBookIndex(books),
  search: (index, query) => searchBookIndex(index, query).map((hit) => hit.id),
  serialize: (index) => serializeBookIndex(index),
  load: (json) => loadBookIndex(json),
};

const orama: Library<OramaIndex> = {
  async build(books) {
    const db = create({ schema: ORAMA_SCHEMA });
    await insertMultiple(
      db,
      books.map((book) => ({
        id: book.id,
        title: foldText(book.title),
        author: foldText(book.author),
        isbn: isbnText(book),
        description: foldText(book.description),
        sold: book.sold,
      })),
      1000,
    );
    return db;
  },
  async search(db, query) {
    // One tolerance for every word of the query: Orama has no allowance by word length.
    const result = await search(db, {
      term: plainQuery(query),
      properties: ["title", "author", "isbn", "description"],
      boost: FIELD_BOOSTS,
      tolerance: 1,
      limit: 24,
    });
    return result.hits.map((hit) => hit.id);
  },
  serialize: (db) => JSON.stringify(save(db)),
  load(json) {
    const db = create({ schema: ORAMA_SCHEMA });
    load(db, JSON.parse(json) as Parameters<typeof load>[1]);
    return db;
  },
};

const flexSearch: Library<FlexIndex> = {
  build(books) {
    const index = new FlexSearch.Document(flexOptions());
    for (const book of books) index.add({ ...book, isbn: isbnText(book) });
    return index;
  },
  search(index, query) {
    // No field weights or edit distance of its own: each field's hits score by the field's boost
    // and their position; its LatinBalance encoder folds look-alike letters instead of typos.
    const scores = new Map<string, number>();
    const answers = index.search(plainQuery(query), { limit: 24, suggest: true }) as unknown as {
      field: keyof typeof FIELD_BOOSTS;
      result: (string | number)[];
    }[];
    for (const { field, result } of answers) {
      result.forEach((id, position) => {
        const key = String(id);
        scores.set(key, (scores.get(key) ?? 0) + FIELD_BOOSTS[field] * (1 - position / 24));
      });
    }
    return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  },
  serialize(index) {
    const parts: Record<string, string> = {};
    index.export((key: string, data: string) => {
      parts[key] = data;
    });
    return JSON.stringify(parts);
  },
  load(json) {
    const index = new FlexSearch.Document(flexOptions());
    for (const [key, data] of Object.entries(JSON.parse(json) as Record<string, string>)) {
      index.import(key, data);
    }
    return index;
  },
};

const LIBRARIES = { MiniSearch: miniSearch, Orama: orama, FlexSearch: flexSearch } as const;

function heapMb() {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function measure<I>(
  name: string,
  library: Library<I>,
  books: IndexedBook[],
  { latency, vocabulary }: { latency: boolean; vocabulary: CatalogueVocabulary },
): Promise<Record<string, string | number>> {
  const heapBefore = heapMb();
  let started = performance.now();
  const index = await library.build(books);
  const buildMs = performance.now() - started;
  const heap = heapMb() - heapBefore;
  const score = await scoreRelevance(RELEVANCE_SET, (query) => library.search(index, query));
  const json = await library.serialize(index);
  const gz = gzipSync(json);
  started = performance.now();
  const loaded = await library.load(gunzipSync(gz).toString("utf8"));
  const loadMs = performance.now() - started;
  const reloaded = await scoreRelevance(RELEVANCE_SET, (query) => library.search(loaded, query));
  const row: Record<string, string | number> = {
    library: name,
    books: books.length,
    vocabulary,
    queries: score.cases,
    "hit@1": score.hitAt1,
    "hit@5": score.hitAt5,
    "after load": reloaded.hitAt1 === score.hitAt1 ? "same" : `hit@1 ${reloaded.hitAt1}`,
    "build ms": Math.round(buildMs),
    "JSON MB": +(json.length / 1e6).toFixed(2),
    "gzip MB": +(gz.length / 1e6).toFixed(2),
    "load ms": Math.round(loadMs),
    "heap MB": Math.round(heap),
  };
  if (latency) {
    const times: number[] = [];
    for (let round = 0; round < LATENCY_ROUNDS + 2; round += 1) {
      for (const { query } of RELEVANCE_SET) {
        started = performance.now();
        await library.search(index, query);
        if (round >= 2) times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    row["p50 ms"] = +percentile(times, 0.5).toFixed(2);
    row["p99 ms"] = +percentile(times, 0.99).toFixed(2);
  }
  if (process.env.SEARCH_BENCH_MISSES) console.log(name, books.length, score.misses);
  return row;
}

const rows: Record<string, string | number>[] = [];
for (const size of [84, 10_000]) {
  const books = generatedCatalogue(size, { vocabulary: VOCABULARY });
  const options = { latency: size > 84, vocabulary: VOCABULARY };
  rows.push(await measure("MiniSearch", LIBRARIES.MiniSearch, books, options));
  if (ONLY_MINISEARCH) continue;
  rows.push(await measure("Orama", LIBRARIES.Orama, books, options));
  rows.push(await measure("FlexSearch", LIBRARIES.FlexSearch, books, options));
}
if (ONLY_MINISEARCH && VOCABULARY !== "dense") {
  rows.push(
    await measure(
      "MiniSearch",
      LIBRARIES.MiniSearch,
      generatedCatalogue(10_000, { vocabulary: "dense" }),
      { latency: true, vocabulary: "dense" },
    ),
  );
}
rows.push(
  await measure(
    "MiniSearch",
    LIBRARIES.MiniSearch,
    generatedCatalogue(BIG, { vocabulary: VOCABULARY }),
    { latency: true, vocabulary: VOCABULARY },
  ),
);
console.table(rows);
if (JSON_FILE) writeFileSync(JSON_FILE, JSON.stringify(rows, null, 2));
