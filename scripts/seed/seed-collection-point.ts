import { Timestamp, type Firestore } from "firebase-admin/firestore";

import type { CollectionPointInput } from "@bookstore/shared/collection/collection-point-input.ts";

import { collectionPointsCollection } from "../../functions/src/lib/collections/collection-points.ts";

import { createMissing } from "./create-missing.ts";

/**
 * The demo store's own counter: someone trying the store can order to collect at once, and the
 * admin's Collection points screen opens with one to edit or delete.
 */
export const DEMO_COLLECTION_POINT = {
  name: "Book Store counter",
  address: "1 Market Square, Springfield",
  hours: "Mon–Sat 9:00–18:00",
} as const satisfies CollectionPointInput;

/** A fixed id, so seeding again finds the counter rather than adding a second one. */
export const DEMO_COLLECTION_POINT_ID = "demo-counter";

export function seedCollectionPoint(db: Firestore, now: Date): Promise<number> {
  const at = Timestamp.fromDate(now);
  return createMissing(db, [
    {
      ref: collectionPointsCollection(db).doc(DEMO_COLLECTION_POINT_ID),
      data: { ...DEMO_COLLECTION_POINT, createdAt: at, updatedAt: at },
    },
  ]);
}
