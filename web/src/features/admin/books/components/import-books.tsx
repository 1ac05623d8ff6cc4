import { useId } from "react";

import { useImportBooks } from "../hooks/use-import-books";
import { IMPORT_TEXT, badRowCount } from "../utils/import-file";

import { ExportCatalogue } from "./export-catalogue";
import { ImportReport } from "./import-report";

const buttonClass =
  "rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * /dashboard/import-books: reads a CSV or JSON file in the browser, reports its bad rows at once
 * and sends the good ones to POST /api/admin/books/import, 100 rows a request, so a file of any
 * size fits the API's body limit and the bar moves as each request is answered. "Check" sends
 * them as a dry run and lists what an import would change.
 */
export function ImportBooks() {
  const fileInputId = useId();
  const keepStockId = useId();
  const { form, onSubmit, busy, failure, progress, report, forgetRun, reset } = useImportBooks();
  const chosen = form.watch("file");
  const ready = chosen !== null && chosen.length > 0 && !busy;
  const runAs = (dryRun: boolean) => () => {
    form.setValue("dryRun", dryRun);
  };

  return (
    <section aria-labelledby="import-books-heading" className="flex max-w-3xl flex-col gap-4">
      <h2 id="import-books-heading" className="text-xl font-semibold">
        {IMPORT_TEXT.heading}
      </h2>
      <p className="text-sm text-slate-700">{IMPORT_TEXT.intro}</p>
      <p className="text-sm text-slate-700">{IMPORT_TEXT.unchangedNote}</p>
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <label htmlFor={fileInputId} className="text-sm font-medium text-slate-900">
            {IMPORT_TEXT.fileLabel}
          </label>
          <input
            id={fileInputId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            disabled={busy}
            {...form.register("file", { onChange: forgetRun })}
            className="text-sm text-slate-900"
          />
        </div>
        <div className="flex items-center gap-2">
          <input
            id={keepStockId}
            type="checkbox"
            disabled={busy}
            {...form.register("keepStock", { onChange: reset })}
            className="h-4 w-4"
          />
          <label htmlFor={keepStockId} className="text-sm text-slate-900">
            {IMPORT_TEXT.keepStock}
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={!ready}
            onClick={runAs(true)}
            className={`${buttonClass} border border-blue-700 text-blue-700 hover:bg-blue-50`}
          >
            {IMPORT_TEXT.check}
          </button>
          <button
            type="submit"
            disabled={!ready}
            onClick={runAs(false)}
            className={`${buttonClass} bg-blue-700 text-white hover:bg-blue-800`}
          >
            {IMPORT_TEXT.import}
          </button>
        </div>
      </form>
      {progress && (
        <div className="flex items-center gap-3">
          <progress
            aria-label={IMPORT_TEXT.progressLabel}
            max={Math.max(progress.total, 1)}
            value={progress.total === 0 ? (busy ? 0 : 1) : progress.done}
            className="h-2 flex-1"
          />
          <span className="text-sm text-slate-700" aria-live="polite">
            {IMPORT_TEXT.rows(progress.done, progress.total)}
          </span>
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
          {failure.message}
        </p>
      )}
      {report && <ImportReport report={report} badRows={badRowCount(report.problems)} />}
      <ExportCatalogue />
    </section>
  );
}
