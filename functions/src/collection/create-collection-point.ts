import { Timestamp } from "firebase-admin/firestore";

import * as API from "@bookstore/shared/collection/collection-api.ts";
import {
  COLLECTION_POINT_LIMITS,
  COLLECTION_POINT_MESSAGES,
  collectionPointFromDocument,
} from "@bookstore/shared/collection/collection-point.ts";

import { answer, route } from "../http/route.ts";
import { collectionPointsCollection } from "../lib/collections/collection-points.ts";
import { Conflict } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";

/**
 * POST /api/admin/collection-points: 201 with the new point. The count and the write share a
 * transaction, so two admins adding at once cannot pass the cap together.
 */
export const createCollectionPoint = route(API.createCollectionPoint, async ({ body }) => {
  const points = collectionPointsCollection(db);
  const ref = points.doc();
  const now = Timestamp.now();
  const document = { ...body, createdAt: now, updatedAt: now };
  await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(points.limit(COLLECTION_POINT_LIMITS.points));
    if (existing.size >= COLLECTION_POINT_LIMITS.points) {
      throw new Conflict(COLLECTION_POINT_MESSAGES.tooMany);
    }
    transaction.create(ref, document);
  });
  return answer(API.createCollectionPoint, 201, collectionPointFromDocument(ref.id, document));
});
