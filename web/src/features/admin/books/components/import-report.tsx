import type { CatalogueImportReport } from "@bookstore/shared/catalogue/catalogue-api.ts";

import { IMPORT_TEXT } from "../utils/import-file";

import { ImportChanges } from "./import-changes";
import { ReportTableHead } from "./report-table-head";

/**
 * What an import did (or a check would do): the counts, each changed book's fields, then each
 * bad row by line and field.
 */
export function ImportReport({
  report,
  badRows,
}: {
  report: CatalogueImportReport;
  badRows: number;
}) {
  return (
    <section
      aria-labelledby="import-report-heading"
      data-testid="import-report"
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4"
    >
      <h3 id="import-report-heading" className="text-lg font-semibold">
        {report.dryRun ? IMPORT_TEXT.checkReportHeading : IMPORT_TEXT.reportHeading}
      </h3>
      <ul className="flex flex-col gap-1 text-slate-900">
        <li data-testid="import-added">{IMPORT_TEXT.added(report.added, report.dryRun)}</li>
        <li data-testid="import-updated">{IMPORT_TEXT.updated(report.updated, report.dryRun)}</li>
        <li data-testid="import-unchanged">{IMPORT_TEXT.unchanged(report.unchanged)}</li>
        <li data-testid="import-bad-rows">{IMPORT_TEXT.badRows(badRows)}</li>
      </ul>
      {report.changes.length > 0 && <ImportChanges changes={report.changes} />}
      {report.problems.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Bad rows</caption>
          <ReportTableHead columns={["Line", "Field", "Problem"]} />
          <tbody>
            {report.problems.map((problem, index) => (
              <tr
                key={`${String(problem.line)}-${problem.field}-${String(index)}`}
                data-testid="import-problem"
                className="border-b border-slate-100"
              >
                <td className="py-2 pr-4">{problem.line}</td>
                <td className="py-2 pr-4">{problem.field}</td>
                <td className="py-2">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
