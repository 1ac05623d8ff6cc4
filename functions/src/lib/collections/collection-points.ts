import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import type { CollectionPointDocument } from "@bookstore/shared/collection/collection-point.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

export type StoredCollectionPoint = CollectionPointDocument<Timestamp>;

/** collectionPoints/<id>: where customers may collect orders; only the API writes them. */
export function collectionPointsCollection(
  db: Firestore,
): CollectionReference<StoredCollectionPoint> {
  return db
    .collection(COLLECTIONS.collectionPoints)
    .withConverter(typedConverter<StoredCollectionPoint>());
}
