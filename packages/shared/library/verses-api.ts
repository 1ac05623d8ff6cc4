import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { countingNumber } from "../api/schema-parts.ts";

import { areChaptersInOrder, areRunsApart } from "./verse-index.ts";
import { CHAPTER_COUNT, type Verse, type VerseIndex } from "./verse.ts";

/**
 * The verses My Library shows.
 */

/**
 * Runs in order and apart, chapters in order and once each: the page counts every verse once
 * when it picks one at random.
 */
export const verseIndexSchema = z.object({
  chapters: z
    .array(
      z.object({
        chapter: z.int().check(z.minimum(1), z.maximum(CHAPTER_COUNT)),
        runs: z
          .array(z.object({ first: countingNumber, last: countingNumber }))
          .check(
            z.refine(areRunsApart, "runs must be in order, with a verse missing between them"),
          ),
      }),
    )
    .check(z.refine(areChaptersInOrder, "chapters must be in order, each once")),
}) satisfies z.ZodMiniType<VerseIndex>;

export const verseSchema = z.object({
  chapter: z.number(),
  verse: z.number(),
  sanskrit: z.string(),
  translation: z.string(),
  source: z.string(),
}) satisfies z.ZodMiniType<Verse>;

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
