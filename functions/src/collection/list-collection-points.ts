import * as API from "@bookstore/shared/collection/collection-api.ts";
import {
  COLLECTION_POINT_LIMITS,
  collectionPointFromDocument,
} from "@bookstore/shared/collection/collection-point.ts";

import { route } from "../http/route.ts";
import { collectionPointsCollection } from "../lib/collections/collection-points.ts";
import { db } from "../lib/firebase.ts";

/**
 * GET /api/collection-points: every point, by name. The shop keeps at most
 * COLLECTION_POINT_LIMITS.points, so one bounded read answers it.
 */
export const listCollectionPoints = route(API.listCollectionPoints, async () => {
  const snapshot = await collectionPointsCollection(db)
    .orderBy("name")
    .limit(COLLECTION_POINT_LIMITS.points)
    .get();
  return snapshot.docs.map((doc) => collectionPointFromDocument(doc.id, doc.data()));
});
