import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { countingNumber } from "../api/schema-parts.ts";

import { CHAPTER_COUNT } from "./verse.ts";

/**
 * The verses My Library shows.
 */

/** Consecutive verses of one chapter: from `first` to `last`, both included. */
const verseRunSchema = z.object({ first: countingNumber, last: countingNumber });

export type VerseRun = z.output<typeof verseRunSchema>;

/** Runs in increasing order with at least one missing verse between each and the next. */
export function areRunsApart(runs: readonly VerseRun[]): boolean {
  return runs.every(
    (run, index) =>
      run.first <= run.last && (index === 0 || run.first > (runs[index - 1]?.last ?? 0) + 1),
  );
}

/** The verses the store holds in one chapter, as runs in order with gaps between them. */
const chapterVersesSchema = z.object({
  chapter: z.int().check(z.minimum(1), z.maximum(CHAPTER_COUNT)),
  runs: z
    .array(verseRunSchema)
    .check(z.refine(areRunsApart, "runs must be in order, with a verse missing between them")),
});

export type ChapterVerses = z.output<typeof chapterVersesSchema>;

/** Chapters in increasing order, each once. */
export function areChaptersInOrder(chapters: readonly ChapterVerses[]): boolean {
  return chapters.every(
    (entry, index) => index === 0 || entry.chapter > (chapters[index - 1]?.chapter ?? 0),
  );
}

/**
 * GET /api/slok: the verses the store holds, one item per chapter that holds any (at most 18),
 * in chapter order. Runs rather than verse numbers keep a chapter held whole to one entry.
 * Runs in order and apart, chapters in order and once each: the page counts every verse once
 * when it picks one at random.
 */
export const verseIndexSchema = z.object({
  chapters: z
    .array(chapterVersesSchema)
    .check(z.refine(areChaptersInOrder, "chapters must be in order, each once")),
});

export type VerseIndex = z.output<typeof verseIndexSchema>;

export const verseSchema = z.object({
  chapter: z.number(),
  verse: z.number(),
  /** IAST transliteration of the Sanskrit. */
  sanskrit: z.string(),
  translation: z.string(),
  source: z.string(),
});

export type Verse = z.output<typeof verseSchema>;

/**
 * The verses the store holds, one item per chapter with its runs of verses (VerseIndex): at most
 * 18 items, within the 100 of a public list, however many verses there are.
 */
export const listVerses = {
  name: "listVerses",
  access: "anyone",
  rateLimit: RATE_LIMITS.publicRead,
  method: "GET",
  path: "/api/slok",
  response: verseIndexSchema,
} as const;

export const getVerse = {
  name: "getVerse",
  access: "anyone",
  rateLimit: RATE_LIMITS.publicRead,
  method: "GET",
  path: "/api/slok/:chapter/:verse",
  params: async () => (await import("./verse-params.ts")).verseParamsSchema,
  response: verseSchema,
} as const;
