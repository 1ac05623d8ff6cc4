import { endpointRouter } from "../http/endpoint-router.ts";

import { uploadCover } from "./upload-cover.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const coversRouter = endpointRouter([uploadCover]);
