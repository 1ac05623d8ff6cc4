import { endpointRouter } from "../http/endpoint-router.ts";

import { exportCatalogue } from "./export-catalogue.ts";
import { importCatalogue } from "./import-catalogue.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const catalogueRouter = endpointRouter([importCatalogue], [exportCatalogue]);
