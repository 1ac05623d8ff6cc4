import { db } from "../lib/firebase.ts";
import { typedConverter } from "../lib/typed-converter.ts";
import { COLLECTIONS } from "../shared/collections.ts";
import type { Verse } from "../shared/verse.ts";

/** Verse documents, keyed verseId(chapter, verse). */
export const versesCollection = db
  .collection(COLLECTIONS.verses)
  .withConverter(typedConverter<Verse>());
