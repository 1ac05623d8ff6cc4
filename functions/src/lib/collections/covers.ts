import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import type { CoverDocument } from "@bookstore/shared/books/cover.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

export type StoredCoverDocument = CoverDocument<Timestamp>;

/** covers/<file>: cover images as blobs, where no Storage emulator runs. */
export function coversCollection(db: Firestore): CollectionReference<StoredCoverDocument> {
  return db.collection(COLLECTIONS.covers).withConverter(typedConverter<StoredCoverDocument>());
}
