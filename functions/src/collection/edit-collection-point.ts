import { Timestamp } from "firebase-admin/firestore";

import * as API from "@bookstore/shared/collection/collection-api.ts";
import {
  COLLECTION_POINT_MESSAGES,
  collectionPointFromDocument,
} from "@bookstore/shared/collection/collection-point.ts";

import { route } from "../http/route.ts";
import { collectionPointsCollection } from "../lib/collections/collection-points.ts";
import { NotFound } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";

/**
 * PUT /api/admin/collection-points/:id: 200 with the point as it is now; 404 for an unknown one.
 * Orders placed for it keep the point as it was when they were placed.
 */
export const editCollectionPoint = route(API.editCollectionPoint, async ({ params, body }) => {
  const ref = collectionPointsCollection(db).doc(params.id);
  try {
    await ref.update({ ...body, updatedAt: Timestamp.now() });
  } catch (error) {
    if (firestoreErrorCode(error) === FIRESTORE_CODES.notFound) {
      throw new NotFound(COLLECTION_POINT_MESSAGES.notFound);
    }
    throw error;
  }
  const stored = (await ref.get()).data();
  if (!stored) throw new NotFound(COLLECTION_POINT_MESSAGES.notFound);
  return collectionPointFromDocument(ref.id, stored);
});
