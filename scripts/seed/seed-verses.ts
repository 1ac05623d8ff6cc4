import type { Firestore } from "firebase-admin/firestore";

import { versesCollection } from "../../functions/src/lib/collections/verses.ts";
import { verseId } from "../../functions/src/shared/library/verse.ts";

import { createMissing } from "./create-missing.ts";
import { SEED_VERSES } from "./data/verses.ts";

export function seedVerses(db: Firestore): Promise<number> {
  return createMissing(
    db,
    SEED_VERSES.map((verse) => ({
      ref: versesCollection(db).doc(verseId(verse.chapter, verse.verse)),
      data: verse,
    })),
  );
}
