import type { Firestore } from "firebase-admin/firestore";

import { COLLECTIONS } from "../../functions/src/shared/collections.ts";
import { verseId } from "../../functions/src/shared/verse.ts";

import { createMissing } from "./create-missing.ts";
import { SEED_VERSES } from "./data/verses.ts";

export function seedVerses(db: Firestore): Promise<number> {
  return createMissing(
    db,
    SEED_VERSES.map((verse) => ({
      ref: db.collection(COLLECTIONS.verses).doc(verseId(verse.chapter, verse.verse)),
      data: verse,
    })),
  );
}
