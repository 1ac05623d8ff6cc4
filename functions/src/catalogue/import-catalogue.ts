import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";
import { checkImportRecords, sortProblems } from "@bookstore/shared/catalogue/catalogue-import.ts";

import { route } from "../http/route.ts";
import { db } from "../lib/firebase.ts";

import { importBooks } from "./import-books.ts";

/**
 * POST /api/admin/books/import: some rows of an import file, each with its line in the file.
 * 200 CatalogueImportReport: the books added and updated (a dry run: that would be) with each
 * update's changed fields, the rows whose book already is as the row has it, and each bad row by
 * line and field; bad rows are never imported.
 */
export const importCatalogue = route(
  API.importCatalogue,
  async ({ body: { rows, dryRun, keepStock } }) => {
    const checked = checkImportRecords(rows);
    const outcome = await importBooks(db, checked.rows, { dryRun, keepStock });
    return {
      dryRun,
      ...outcome,
      problems: sortProblems([...checked.problems, ...outcome.problems]),
    };
  },
);
