import { endpoint, endpointRouter } from "../http/endpoint-router.ts";
import * as API from "../shared/api/catalogue.ts";

import { exportCatalogue } from "./export-catalogue.ts";
import { importCatalogue } from "./import-catalogue.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const catalogueRouter = endpointRouter(
  [endpoint(API.importCatalogue, importCatalogue)],
  [endpoint(API.exportCatalogue, exportCatalogue)],
);
