import type { FirestoreDataConverter, QueryDocumentSnapshot } from "firebase-admin/firestore";

import { db } from "../lib/firebase.ts";
import { COLLECTIONS } from "../shared/collections.ts";
import type { Verse } from "../shared/verse.ts";

const verseConverter: FirestoreDataConverter<Verse> = {
  toFirestore: (verse) => verse,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as Verse,
};

/** Verse documents, keyed verseId(chapter, verse). */
export const versesCollection = db.collection(COLLECTIONS.verses).withConverter(verseConverter);
