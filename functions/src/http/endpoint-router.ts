import { Router, type RequestHandler } from "express";

import type { Endpoint } from "@bookstore/shared/api/endpoint-types.ts";

import { enforceEntry } from "./enforce-entry.ts";
import { methodNotAllowed } from "./error-handlers.ts";

/** One entry of the contract and the handler that answers it, made by route() (route.ts). */
export interface ServedEndpoint {
  readonly entry: Endpoint;
  readonly handler: RequestHandler;
}

/**
 * A router of contract entries: each is served only through enforceEntry, its declared access
 * and rate limit, so no handler can be mounted without them. Entries sharing a path are given
 * together; any other method on that path is a 405.
 */
export function endpointRouter(...paths: readonly (readonly ServedEndpoint[])[]): Router {
  const router = Router();
  for (const served of paths) {
    const path = served[0]?.entry.path;
    if (path === undefined || served.some(({ entry }) => entry.path !== path)) {
      throw new Error("Each group of endpoints shares one path.");
    }
    const route = router.route(path);
    for (const { entry, handler } of served) {
      const guarded = enforceEntry(entry, handler);
      switch (entry.method) {
        case "GET":
          route.get(guarded);
          break;
        case "POST":
          route.post(guarded);
          break;
        case "PUT":
          route.put(guarded);
          break;
        case "PATCH":
          route.patch(guarded);
          break;
        case "DELETE":
          route.delete(guarded);
          break;
      }
    }
    route.all(methodNotAllowed);
  }
  return router;
}
