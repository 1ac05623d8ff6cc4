import { VERSE_MESSAGES, verseId } from "@bookstore/shared/library/verse.ts";
import * as API from "@bookstore/shared/library/verses-api.ts";

import { answer, route } from "../http/route.ts";
import { versesCollection } from "../lib/collections/verses.ts";
import { NotFound } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";

import { VERSE_CACHE_CONTROL } from "./verse-cache.ts";

/** GET /api/slok/:chapter/:verse */
export const getVerse = route(API.getVerse, async ({ params: { chapter, verse } }) => {
  const stored = (await versesCollection(db).doc(verseId(chapter, verse)).get()).data();
  if (!stored) throw new NotFound(VERSE_MESSAGES.notFound);
  return answer(
    API.getVerse,
    200,
    {
      chapter: stored.chapter,
      verse: stored.verse,
      sanskrit: stored.sanskrit,
      translation: stored.translation,
      source: stored.source,
    },
    { "Cache-Control": VERSE_CACHE_CONTROL },
  );
});
