import { verseIndexOf } from "@bookstore/shared/library/verse-index.ts";
import { isVerseRef, type VerseRef } from "@bookstore/shared/library/verse.ts";
import * as API from "@bookstore/shared/library/verses-api.ts";

import { answer, route } from "../http/route.ts";
import { versesCollection } from "../lib/collections/verses.ts";
import { db } from "../lib/firebase.ts";

import { VERSE_CACHE_CONTROL } from "./verse-cache.ts";

/** More than the Gita's 701 verses, so every verse the store can hold is indexed. */
export const MAX_INDEXED_VERSES = 1000;

/**
 * GET /api/slok: the verses the store holds, chapter by chapter as runs of consecutive verses,
 * so the answer stays one item per chapter however many verses the store holds.
 */
export const listVerses = route(API.listVerses, async () => {
  const snapshot = await versesCollection(db)
    .select("chapter", "verse")
    .limit(MAX_INDEXED_VERSES)
    .get();
  const refs = snapshot.docs
    .map((doc): VerseRef => ({
      chapter: Number(doc.get("chapter")),
      verse: Number(doc.get("verse")),
    }))
    .filter(isVerseRef);
  return answer(API.listVerses, 200, verseIndexOf(refs), {
    "Cache-Control": VERSE_CACHE_CONTROL,
  });
});
