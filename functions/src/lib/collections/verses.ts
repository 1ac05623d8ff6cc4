import type { CollectionReference, Firestore } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { Verse } from "@bookstore/shared/library/verses-api.ts";

/** verses/<verseId(chapter, verse)>: the Bhagavad Gita verses the store holds. */
export function versesCollection(db: Firestore): CollectionReference<Verse> {
  return db.collection(COLLECTIONS.verses).withConverter(typedConverter<Verse>());
}
