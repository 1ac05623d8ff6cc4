import { z } from "zod";

import { importFormatOf, parseCatalogueFile } from "@bookstore/shared/catalogue/catalogue-file.ts";
import {
  IMPORT_LIMITS,
  checkImportRecords,
  type ImportProblem,
  type ImportRecord,
} from "@bookstore/shared/catalogue/catalogue-import.ts";

/** A file read and checked in the browser: the rows to send, and the problems found already. */
export interface PreparedImport {
  /** The good rows, in chunks of IMPORT_LIMITS.rowsPerRequest: the API checks them again. */
  chunks: ImportRecord[][];
  rowCount: number;
  problems: ImportProblem[];
}

export const NOT_AN_IMPORT_FILE = "Choose a .csv or .json file.";

/**
 * The file input's list (its first file is the one imported), whether to leave stock alone, and
 * whether the run is a check: the button pressed sets it.
 */
export const importFormSchema = z.object({
  file: z.custom<FileList | null>().transform((files, context) => {
    const file = files?.item(0) ?? null;
    if (file === null) {
      context.issues.push({ code: "custom", message: NOT_AN_IMPORT_FILE, input: files });
      return z.NEVER;
    }
    return file;
  }),
  keepStock: z.boolean(),
  dryRun: z.boolean(),
});

/**
 * Reads the file with the same parser and checks as the CLI and the API. Bad rows (and books a
 * file repeats, which one request could not see across chunks) are reported here and never sent.
 */
export function prepareImport(fileName: string, text: string): PreparedImport {
  const format = importFormatOf(fileName);
  if (!format)
    return {
      chunks: [],
      rowCount: 0,
      problems: [{ line: 1, field: "file", message: NOT_AN_IMPORT_FILE }],
    };
  const parsed = parseCatalogueFile(text, format);
  const checked = checkImportRecords(parsed.records);
  const goodLines = new Set(checked.rows.map((row) => row.line));
  const good = parsed.records.filter((record) => goodLines.has(record.line));
  const chunks: ImportRecord[][] = [];
  for (let start = 0; start < good.length; start += IMPORT_LIMITS.rowsPerRequest) {
    chunks.push(good.slice(start, start + IMPORT_LIMITS.rowsPerRequest));
  }
  return { chunks, rowCount: good.length, problems: [...parsed.problems, ...checked.problems] };
}

/** How many rows of the file are bad (a row may have several problems). */
export function badRowCount(problems: readonly ImportProblem[]): number {
  return new Set(problems.map((problem) => problem.line)).size;
}

export const IMPORT_TEXT = {
  heading: "Import books",
  intro:
    "A CSV or JSON file with the columns title, author, description, category, oldPrice, newPrice, stock, isbn, publishedOn (YYYY-MM-DD, for a book not yet out), cover (an image URL, or empty for a drawn cover) and id (as an export writes it).",
  unchangedNote:
    "A book already in the catalogue (same id, same ISBN, or same title and author without one) is updated: its prices, description, category, stock and, when the row gives one, its cover. Check lists every change first. Bad rows are never imported.",
  keepStock: "Leave stock as it is (a file of prices)",
  fileLabel: "Catalogue file (.csv or .json)",
  check: "Check",
  import: "Import",
  progressLabel: "Import progress",
  reportHeading: "Import report",
  checkReportHeading: "Check report (nothing was written)",
  added: (count: number, dryRun: boolean) =>
    dryRun ? `${String(count)} would be added` : `${String(count)} added`,
  updated: (count: number, dryRun: boolean) =>
    dryRun ? `${String(count)} would be updated` : `${String(count)} updated`,
  unchanged: (count: number) => `${String(count)} already as in the file (unchanged)`,
  changesCaption: "Changes to books in the catalogue",
  moreChanges: (count: number) => `… and ${String(count)} more books changed.`,
  badRows: (count: number) => `${String(count)} bad rows (not imported)`,
  stopped: (message: string) =>
    `The import stopped: ${message} Run it again to finish: books imported already are left as they are.`,
  rows: (done: number, total: number) => `${String(done)} / ${String(total)} rows`,
} as const;
