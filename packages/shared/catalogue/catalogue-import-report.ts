import type { CatalogueImportReport } from "./catalogue-api.ts";
import type { ImportProblem } from "./catalogue-import.ts";

/**
 * Adding up import reports: a file goes to the API in chunks, and the dashboard page and the
 * tests show the whole file's report.
 */

/** The report before any chunk is answered: the problems found while reading the file. */
export function emptyReport(dryRun: boolean, problems: ImportProblem[]): CatalogueImportReport {
  return { dryRun, added: 0, updated: 0, unchanged: 0, changes: [], problems };
}

/** The report of a whole file: the chunks' answers added up, changes and problems by line. */
export function addReports(
  total: CatalogueImportReport,
  part: CatalogueImportReport,
): CatalogueImportReport {
  return {
    dryRun: total.dryRun,
    added: total.added + part.added,
    updated: total.updated + part.updated,
    unchanged: total.unchanged + part.unchanged,
    changes: [...total.changes, ...part.changes].sort((a, b) => a.line - b.line),
    problems: [...total.problems, ...part.problems].sort((a, b) => a.line - b.line),
  };
}
