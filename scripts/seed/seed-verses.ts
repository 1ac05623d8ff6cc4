import type { Firestore } from "firebase-admin/firestore";

import { verseId } from "@bookstore/shared/library/verse.ts";

import { versesCollection } from "../../functions/src/lib/collections/verses.ts";

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
