import { endpointRouter } from "../http/endpoint-router.ts";

import { createCollectionPoint } from "./create-collection-point.ts";
import { deleteCollectionPoint } from "./delete-collection-point.ts";
import { editCollectionPoint } from "./edit-collection-point.ts";
import { listCollectionPoints } from "./list-collection-points.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const collectionRouter = endpointRouter(
  [listCollectionPoints],
  [createCollectionPoint],
  [editCollectionPoint, deleteCollectionPoint],
);
