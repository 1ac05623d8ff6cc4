import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "../../shared/collections.ts";
import type { CoverDocument } from "../../shared/cover.ts";
import { typedConverter } from "../../shared/typed-converter.ts";

export type StoredCoverDocument = CoverDocument<Timestamp>;

/** covers/<file>: cover images as blobs, where no Storage emulator runs. */
export function coversCollection(db: Firestore): CollectionReference<StoredCoverDocument> {
  return db.collection(COLLECTIONS.covers).withConverter(typedConverter<StoredCoverDocument>());
}
