import { logger } from "firebase-functions/v2";

import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";
import { CATALOGUE_EXPORT_FILE_NAME } from "@bookstore/shared/catalogue/catalogue-import.ts";

import { route } from "../http/route.ts";
import { writeCatalogueCsv } from "../lib/catalogue-csv.ts";
import { db } from "../lib/firebase.ts";
import { configuredStoreOrigin } from "../lib/store-origin.ts";

/**
 * GET /api/admin/books/export: every book as a CSV attachment in the import's own columns, by
 * title, streamed from Firestore a page at a time (lib/catalogue-csv.ts). It takes no query, so
 * one it does not know is refused before the first byte; a failure after that cuts the download
 * short, which the browser reports as a failed download.
 */
export const exportCatalogue = route(API.exportCatalogue, async ({ res }) => {
  res
    .attachment(CATALOGUE_EXPORT_FILE_NAME)
    .type("text/csv; charset=utf-8")
    .set("Cache-Control", "private, no-store");
  try {
    await writeCatalogueCsv(db, res, { origin: configuredStoreOrigin() });
  } catch (error) {
    if (!res.headersSent) throw error;
    logger.error("The catalogue export stopped part way", { error });
  }
  return undefined;
});
