import type { RequestHandler } from "express";

import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { versesCollection } from "../lib/collections/verses.ts";
import { NotFound } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/verses.ts";
import { VERSE_MESSAGES, verseId, type Verse } from "../shared/verse.ts";

import { VERSE_CACHE_CONTROL } from "./verse-cache.ts";
import { verseParamsSchema } from "./verse-params.ts";

/** GET /api/slok/:chapter/:verse */
export const getVerse: RequestHandler<{ chapter: string; verse: string }> = async (req, res) => {
  const { chapter, verse } = parseOrThrow(verseParamsSchema, req.params);
  const stored = (await versesCollection(db).doc(verseId(chapter, verse)).get()).data();
  if (!stored) throw new NotFound(VERSE_MESSAGES.notFound);
  const body: Verse = {
    chapter: stored.chapter,
    verse: stored.verse,
    sanskrit: stored.sanskrit,
    translation: stored.translation,
    source: stored.source,
  };
  sendJson(res.set("Cache-Control", VERSE_CACHE_CONTROL), API.getVerse, body);
};
