import * as API from "@bookstore/shared/collection/collection-api.ts";
import { COLLECTION_POINT_MESSAGES } from "@bookstore/shared/collection/collection-point.ts";

import { answer, route } from "../http/route.ts";
import { collectionPointsCollection } from "../lib/collections/collection-points.ts";
import { NotFound } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";

/**
 * DELETE /api/admin/collection-points/:id: 204; 404 for an unknown one. Orders already placed
 * for the point keep its name, address and hours, and still wait there.
 */
export const deleteCollectionPoint = route(API.deleteCollectionPoint, async ({ params }) => {
  try {
    await collectionPointsCollection(db).doc(params.id).delete({ exists: true });
  } catch (error) {
    if (firestoreErrorCode(error) === FIRESTORE_CODES.notFound) {
      throw new NotFound(COLLECTION_POINT_MESSAGES.notFound);
    }
    throw error;
  }
  return answer(API.deleteCollectionPoint, 204, undefined);
});
