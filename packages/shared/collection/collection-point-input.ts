import { z } from "zod";

import { isDocumentId } from "../core/document-id.ts";
import { oneLineText } from "../core/one-line-text.ts";
import { strictBody } from "../core/strict-body.ts";

import { COLLECTION_POINT_LIMITS, COLLECTION_POINT_MESSAGES } from "./collection-point.ts";

/** POST /api/admin/collection-points and PUT …/:id: every field, each on one line. */
export const collectionPointInputSchema = strictBody({
  name: oneLineText(COLLECTION_POINT_LIMITS.name),
  address: oneLineText(COLLECTION_POINT_LIMITS.address),
  hours: oneLineText(COLLECTION_POINT_LIMITS.hours),
});

export type CollectionPointInput = z.input<typeof collectionPointInputSchema>;

/** The path parameter of a point's addresses: 400 for what no point id can be. */
export const collectionPointParamsSchema = z
  .object({ id: z.string() })
  .refine(({ id }) => isDocumentId(id), { error: COLLECTION_POINT_MESSAGES.invalidId });
