import { importFormatOf, parseCatalogueFile } from "@shared/catalogue-file.ts";
import {
  IMPORT_LIMITS,
  checkImportRecords,
  type CatalogueImportReport,
  type ImportProblem,
  type ImportRecord,
} from "@shared/catalogue-import.ts";

/** A file read and checked in the browser: the rows to send, and the problems found already. */
export interface PreparedImport {
  /** The good rows, in chunks of IMPORT_LIMITS.rowsPerRequest: the API checks them again. */
  chunks: ImportRecord[][];
  rowCount: number;
  problems: ImportProblem[];
}

export const NOT_AN_IMPORT_FILE = "Choose a .csv or .json file.";

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

/** The report of a whole file: the chunks' answers added up, problems by line. */
export function addReports(
  total: CatalogueImportReport,
  part: CatalogueImportReport,
): CatalogueImportReport {
  return {
    dryRun: total.dryRun,
    added: total.added + part.added,
    alreadyPresent: total.alreadyPresent + part.alreadyPresent,
    problems: [...total.problems, ...part.problems].sort((a, b) => a.line - b.line),
  };
}

/** How many rows of the file are bad (a row may have several problems). */
export function badRowCount(problems: readonly ImportProblem[]): number {
  return new Set(problems.map((problem) => problem.line)).size;
}

export const IMPORT_TEXT = {
  heading: "Import books",
  intro:
    "A CSV or JSON file with the columns title, author, description, category, oldPrice, newPrice, stock, isbn and cover (an image URL, or empty for a drawn cover).",
  unchangedNote:
    "A book already in the catalogue (same ISBN, or same title and author without one) is left exactly as it is. Bad rows are never imported.",
  fileLabel: "Catalogue file (.csv or .json)",
  check: "Check",
  import: "Import",
  progressLabel: "Import progress",
  reportHeading: "Import report",
  checkReportHeading: "Check report (nothing was written)",
  added: (count: number, dryRun: boolean) =>
    dryRun ? `${String(count)} would be added` : `${String(count)} added`,
  alreadyPresent: (count: number) => `${String(count)} already in the catalogue (left unchanged)`,
  badRows: (count: number) => `${String(count)} bad rows (not imported)`,
  stopped: (message: string) =>
    `The import stopped: ${message} Run it again to finish: books imported already are skipped.`,
  rows: (done: number, total: number) => `${String(done)} / ${String(total)} rows`,
} as const;
