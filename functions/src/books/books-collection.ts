import type { Timestamp } from "firebase-admin/firestore";

import { db } from "../lib/firebase.ts";
import { typedConverter } from "../lib/typed-converter.ts";
import type { BookDocument } from "../shared/book.ts";
import { COLLECTIONS } from "../shared/collections.ts";

export type StoredBook = BookDocument<Timestamp>;

export const booksCollection = db
  .collection(COLLECTIONS.books)
  .withConverter(typedConverter<StoredBook>());
