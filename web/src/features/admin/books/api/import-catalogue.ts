import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";
import type {
  CatalogueImportReport,
  ImportRecord,
} from "@bookstore/shared/catalogue/catalogue-import.ts";

export interface ImportRunOptions {
  /** Checks only: nothing is written. */
  dryRun: boolean;
  /** Leaves the stock of books already in the catalogue alone (a file of prices). */
  keepStock: boolean;
}

/** POST /api/admin/books/import: one chunk of a file's rows, each with its line in the file. */
export async function importCatalogueRows(
  user: User,
  rows: readonly ImportRecord[],
  { dryRun, keepStock }: ImportRunOptions,
): Promise<CatalogueImportReport> {
  return apiRequest(API.importCatalogue, {
    session: user,
    body: { rows: [...rows], dryRun, keepStock },
  });
}
