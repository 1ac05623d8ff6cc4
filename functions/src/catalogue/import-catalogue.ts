import type { RequestHandler } from "express";

import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/catalogue.ts";
import {
  catalogueImportRequestSchema,
  checkImportRecords,
  sortProblems,
  type CatalogueImportReport,
} from "../shared/catalogue-import.ts";

import { importBooks } from "./import-books.ts";

/**
 * POST /api/admin/books/import: some rows of an import file, each with its line in the file.
 * 200 CatalogueImportReport: the books added and updated (a dry run: that would be) with each
 * update's changed fields, the rows whose book already is as the row has it, and each bad row by
 * line and field; bad rows are never imported.
 */
export const importCatalogue: RequestHandler = async (req, res) => {
  const { rows, dryRun, keepStock } = parseOrThrow(catalogueImportRequestSchema, req.body);
  const checked = checkImportRecords(rows);
  const outcome = await importBooks(db, checked.rows, { dryRun, keepStock });
  const report: CatalogueImportReport = {
    dryRun,
    ...outcome,
    problems: sortProblems([...checked.problems, ...outcome.problems]),
  };
  sendJson(res.status(200), API.importCatalogue, report);
};
