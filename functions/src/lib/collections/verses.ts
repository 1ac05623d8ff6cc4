import type { CollectionReference, Firestore } from "firebase-admin/firestore";

import { COLLECTIONS } from "../../shared/collections.ts";
import { typedConverter } from "../../shared/typed-converter.ts";
import type { Verse } from "../../shared/verse.ts";

/** verses/<verseId(chapter, verse)>: the Bhagavad Gita verses the store holds. */
export function versesCollection(db: Firestore): CollectionReference<Verse> {
  return db.collection(COLLECTIONS.verses).withConverter(typedConverter<Verse>());
}
