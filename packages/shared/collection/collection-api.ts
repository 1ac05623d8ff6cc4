import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { noContentSchema } from "../api/schema-parts.ts";

/**
 * Collection points: the checkout's list, and the admin's keeping of it.
 */

export const collectionPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** One line, as a shopper reads it on a map: "12 High Street, Springfield". */
  address: z.string(),
  /** One line: "Mon–Sat 9:00–18:00". */
  hours: z.string(),
});

/** A collection point as the API sends it and the screens show it. */
export type CollectionPoint = z.output<typeof collectionPointSchema>;

/** Every collection point, by name: the checkout offers them, and the dashboard edits them. */
export const listCollectionPoints = {
  name: "listCollectionPoints",
  access: "anyone",
  rateLimit: RATE_LIMITS.publicRead,
  method: "GET",
  path: "/api/collection-points",
  response: z.array(collectionPointSchema),
} as const;

/** 201 with the new point; 409 once the shop has as many as it may. */
export const createCollectionPoint = {
  name: "createCollectionPoint",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "POST",
  path: "/api/admin/collection-points",
  request: async () => (await import("./collection-point-input.ts")).collectionPointInputSchema,
  response: collectionPointSchema,
} as const;

/** 200 with the point as it is now. Orders placed before keep the point as it was then. */
export const editCollectionPoint = {
  name: "editCollectionPoint",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "PUT",
  path: "/api/admin/collection-points/:id",
  params: async () => (await import("./collection-point-input.ts")).collectionPointParamsSchema,
  request: async () => (await import("./collection-point-input.ts")).collectionPointInputSchema,
  response: collectionPointSchema,
} as const;

/** 204. Orders already placed for the point keep its name, address and hours. */
export const deleteCollectionPoint = {
  name: "deleteCollectionPoint",
  access: "adminSession",
  rateLimit: RATE_LIMITS.admin,
  method: "DELETE",
  path: "/api/admin/collection-points/:id",
  params: async () => (await import("./collection-point-input.ts")).collectionPointParamsSchema,
  response: noContentSchema,
} as const;
