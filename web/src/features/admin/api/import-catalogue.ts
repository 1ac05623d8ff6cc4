import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";
import type { CatalogueImportReport, ImportRecord } from "@shared/catalogue-import.ts";

import { adminHeaders } from "./admin-request";

/** POST /api/admin/books/import: one chunk of a file's rows, each with its line in the file. */
export async function importCatalogueRows(
  user: User,
  rows: readonly ImportRecord[],
  dryRun: boolean,
): Promise<CatalogueImportReport> {
  return apiRequest(API.importCatalogue, {
    headers: await adminHeaders(user),
    body: { rows: [...rows], dryRun },
  });
}
