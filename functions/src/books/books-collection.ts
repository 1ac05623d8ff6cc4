import type {
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Timestamp,
} from "firebase-admin/firestore";

import { db } from "../lib/firebase.ts";
import type { BookDocument } from "../shared/book.ts";
import { COLLECTIONS } from "../shared/collections.ts";

export type StoredBook = BookDocument<Timestamp>;

const bookConverter: FirestoreDataConverter<StoredBook> = {
  toFirestore: (book) => book,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as StoredBook,
};

export const booksCollection = db.collection(COLLECTIONS.books).withConverter(bookConverter);
