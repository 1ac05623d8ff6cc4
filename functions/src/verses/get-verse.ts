import type { RequestHandler } from "express";

import { HttpError } from "../http/http-error.ts";
import { parseOrThrow } from "../http/validate.ts";
import { VERSE_MESSAGES, verseId, type Verse } from "../shared/verse.ts";

import { VERSE_CACHE_CONTROL } from "./verse-cache.ts";
import { verseParamsSchema } from "./verse-params.ts";
import { versesCollection } from "./verses-collection.ts";

/** GET /api/slok/:chapter/:verse */
export const getVerse: RequestHandler<{ chapter: string; verse: string }> = async (req, res) => {
  const { chapter, verse } = parseOrThrow(verseParamsSchema, req.params);
  const stored = (await versesCollection.doc(verseId(chapter, verse)).get()).data();
  if (!stored) throw new HttpError(404, VERSE_MESSAGES.notFound);
  const body: Verse = {
    chapter: stored.chapter,
    verse: stored.verse,
    sanskrit: stored.sanskrit,
    translation: stored.translation,
    source: stored.source,
  };
  res.set("Cache-Control", VERSE_CACHE_CONTROL).json(body);
};
