import type { RequestHandler } from "express";

import { sendJson } from "../http/send-json.ts";
import { versesCollection } from "../lib/collections/verses.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/endpoints.ts";
import { isVerseRef, type VerseIndex, type VerseRef } from "../shared/verse.ts";

import { VERSE_CACHE_CONTROL } from "./verse-cache.ts";

export const MAX_INDEXED_VERSES = 1000;

function byChapterThenVerse(a: VerseRef, b: VerseRef): number {
  return a.chapter - b.chapter || a.verse - b.verse;
}

/** GET /api/slok: the chapter and verse of every verse the store holds, in reading order. */
export const listVerses: RequestHandler = async (_req, res) => {
  const snapshot = await versesCollection(db)
    .select("chapter", "verse")
    .limit(MAX_INDEXED_VERSES)
    .get();
  const verses = snapshot.docs
    .map((doc): VerseRef => ({
      chapter: Number(doc.get("chapter")),
      verse: Number(doc.get("verse")),
    }))
    .filter(isVerseRef)
    .sort(byChapterThenVerse);
  const body: VerseIndex = { verses };
  sendJson(res.set("Cache-Control", VERSE_CACHE_CONTROL), API.listVerses, body);
};
