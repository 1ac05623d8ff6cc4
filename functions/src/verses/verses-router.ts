import { endpoint, endpointRouter } from "../http/endpoint-router.ts";
import * as API from "../shared/api/verses.ts";

import { getVerse } from "./get-verse.ts";
import { listVerses } from "./list-verses.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const versesRouter = endpointRouter(
  [endpoint(API.listVerses, listVerses)],
  [endpoint(API.getVerse, getVerse)],
);
