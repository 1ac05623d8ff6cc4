import { CATEGORIES } from "@bookstore/shared/books/categories.ts";

import type { IndexedBook } from "../../functions/src/lib/search/book-index.ts";
import { seededRandom } from "../../scripts/seed/dates.ts";

import { seedIndexedBooks } from "./seed-search-books.ts";

/**
 * The catalogues the search is measured and tested on beyond the seed: the relevance test at
 * 10,000 books and the bench (scripts/bench/search-libraries.ts, its part 7).
 *
 * How often a seeded word or name recurs in the generated books decides how many equals the
 * seeded book meets, so the vocabulary is a choice:
 * - `zipf`: words and names are drawn by Zipf's law (the k-th most common is drawn in
 *   proportion to 1/k), as words and surnames are in real text. The seed's words keep their own
 *   order of frequency, spread over the vocabulary: "the" and "life" recur often,
 *   "clockmaker" seldom. Each seeded surname is one of 20,000.
 * - `dense`: each generated word and name is the seed's one time in ten, whatever it is: every
 *   seeded surname is shared by about a dozen other authors at 10,000 books.
 * - `seed-only`: every generated word and name is the seed's.
 */
export type CatalogueVocabulary = "zipf" | "dense" | "seed-only";

/** Words and surnames in the `zipf` vocabularies; first names are fewer. */
const WORDS = 20_000;
const SURNAMES = 20_000;
const FIRST_NAMES = 5_000;

/** In `dense`, a generated word or name is the seed's this often, and a made-up one the rest. */
const DENSE_SEED_SHARE = 0.1;

const SYLLABLES = [
  "ar",
  "bel",
  "cor",
  "dun",
  "el",
  "fen",
  "gar",
  "hol",
  "is",
  "jor",
  "kel",
  "lin",
  "mor",
  "nor",
  "os",
  "pel",
  "quin",
  "ros",
  "sel",
  "tor",
  "ul",
  "ven",
  "wil",
  "yar",
  "zen",
] as const;

type Random = () => number;

function isbn13(first12: string): string {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(first12[index]) * (index % 2 ? 3 : 1);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function pickFrom<T>(list: readonly T[], next: Random): T {
  return list[Math.floor(next() * list.length)] as T;
}

/** A made-up word of two to four syllables. */
function madeUpWord(next: Random): string {
  return Array.from({ length: 2 + Math.floor(next() * 3) }, () => pickFrom(SYLLABLES, next)).join(
    "",
  );
}

/** The distinct items of a list, the most frequent first (ties in first-seen order). */
function byFrequency(items: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
}

/** A shuffled copy (Fisher-Yates). */
function shuffled<T>(items: readonly T[], next: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * A vocabulary of `size` entries, most common first: the seed's entries, in their order, at
 * evenly spread ranks, and made-up words between them.
 */
function vocabulary(seedEntries: readonly string[], size: number, next: Random): string[] {
  const taken = new Set(seedEntries.map((entry) => entry.toLowerCase()));
  const ranks = new Map<number, string>();
  const step = size / seedEntries.length;
  seedEntries.forEach((entry, position) => ranks.set(Math.floor(position * step), entry));
  return Array.from({ length: size }, (_, rank) => {
    const seeded = ranks.get(rank);
    if (seeded !== undefined) return seeded;
    let word = madeUpWord(next);
    while (taken.has(word)) word = madeUpWord(next);
    taken.add(word);
    return word;
  });
}

/** Draws from a list ordered most common first, the k-th with weight 1/k. */
function zipfSampler(list: readonly string[], next: Random): () => string {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= list.length; rank += 1) {
    total += 1 / rank;
    cumulative.push(total);
  }
  return () => {
    const target = next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? total) < target) low = middle + 1;
      else high = middle;
    }
    return list[low] as string;
  };
}

interface Drawers {
  word: () => string;
  first: () => string;
  last: () => string;
}

function drawers(seed: readonly IndexedBook[], kind: CatalogueVocabulary, next: Random): Drawers {
  const words = seed
    .flatMap((book) => `${book.title} ${book.description}`.split(/[^A-Za-z]+/))
    .filter((word) => word.length >= 3);
  const names = seed.map((book) => book.author).filter((author) => author !== "");
  const firsts = names.map((name) => name.split(" ")[0] ?? "");
  const lasts = names.map((name) => name.split(" ").at(-1) ?? "");
  if (kind === "zipf") {
    return {
      word: zipfSampler(vocabulary(byFrequency(words), WORDS, next), next),
      first: zipfSampler(vocabulary(shuffled(byFrequency(firsts), next), FIRST_NAMES, next), next),
      last: zipfSampler(vocabulary(shuffled(byFrequency(lasts), next), SURNAMES, next), next),
    };
  }
  const seedShare = kind === "seed-only" ? 1 : DENSE_SEED_SHARE;
  const shared = (list: readonly string[]) => () =>
    next() < seedShare ? pickFrom(list, next) : madeUpWord(next);
  const distinctWords = [...new Set(words)];
  return { word: shared(distinctWords), first: shared(firsts), last: shared(lasts) };
}

/**
 * The seed plus generated books up to `size`, their words and names drawn from `vocabulary`
 * (above), with sales drawn at random for every book. Deterministic.
 */
export function generatedCatalogue(
  size: number,
  { vocabulary: kind = "zipf" }: { vocabulary?: CatalogueVocabulary } = {},
): IndexedBook[] {
  const seed = seedIndexedBooks();
  const next = seededRandom(30);
  const draw = drawers(seed, kind, next);
  const books: IndexedBook[] = seed.map((book) => ({ ...book, sold: Math.floor(next() * 300) }));
  for (let index = books.length; index < size; index += 1) {
    const titleWords = Array.from({ length: 2 + Math.floor(next() * 4) }, () =>
      capital(draw.word()),
    );
    books.push({
      id: `generated-${index}`,
      title: next() < 0.4 ? `The ${titleWords.join(" ")}` : titleWords.join(" "),
      author: `${capital(draw.first())} ${capital(draw.last())}`,
      description: Array.from({ length: 20 + Math.floor(next() * 25) }, () => draw.word()).join(
        " ",
      ),
      isbn: index % 3 === 0 ? isbn13(`979${String(index).padStart(9, "0")}`) : "",
      publishedOn: "",
      category: pickFrom(CATEGORIES, next),
      coverImage: `generated-${index}.svg`,
      newPrice: 5 + Math.floor(next() * 40),
      onSale: next() < 0.3,
      sold: Math.floor(next() * 300),
    });
  }
  return books;
}
