import { endpointRouter } from "../http/endpoint-router.ts";

import { getVerse } from "./get-verse.ts";
import { listVerses } from "./list-verses.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const versesRouter = endpointRouter([listVerses], [getVerse]);
