import { Router, type Request, type RequestHandler } from "express";

import type { Endpoint, ParamNames } from "../shared/api/endpoint-types.ts";

import { enforceEntry } from "./enforce-entry.ts";
import { methodNotAllowed } from "./error-handlers.ts";

/** The path parameters Express decodes for an entry, e.g. `{ id: string }` for /api/books/:id. */
export type EntryParams<E extends Endpoint> = { [Name in ParamNames<E["path"]>]: string };

/** One entry of the contract and the handler that answers it. */
export interface ServedEndpoint {
  readonly entry: Endpoint;
  readonly handler: RequestHandler;
}

/** Pairs an entry with its handler; the handler's params are typed by the entry's path. */
export function endpoint<E extends Endpoint>(
  entry: E,
  handler: RequestHandler<EntryParams<E>>,
): ServedEndpoint {
  // Express matched the entry's own path, so its params are exactly the path's.
  return {
    entry,
    handler: (req, res, next) => handler(req as unknown as Request<EntryParams<E>>, res, next),
  };
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
