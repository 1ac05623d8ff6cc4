import type { User } from "firebase/auth";

import { apiFile } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";
import { CATALOGUE_EXPORT_FILE_NAME } from "@bookstore/shared/catalogue/catalogue-import.ts";

/** GET /api/admin/books/export: every book in the import's columns, saved by the browser. */
export async function downloadCatalogueCsv(user: User): Promise<void> {
  const file = await apiFile(API.exportCatalogue, { session: user });
  saveFile(file, CATALOGUE_EXPORT_FILE_NAME);
}
