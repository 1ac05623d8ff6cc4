import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";

import { addReports, emptyReport } from "@shared/catalogue-import-report.ts";
import type { CatalogueImportReport } from "@shared/catalogue-import.ts";

import { invalidateBooks } from "../api/admin-books";
import { importCatalogueRows } from "../api/import-catalogue";
import { useAdminUser } from "../hooks/admin-user";
import { IMPORT_TEXT, badRowCount, prepareImport } from "../utils/import-file";

import { ExportCatalogue } from "./export-catalogue";
import { ImportReport } from "./import-report";

interface Progress {
  done: number;
  total: number;
}

const buttonClass =
  "rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * /dashboard/import-books: reads a CSV or JSON file in the browser, reports its bad rows at once
 * and sends the good ones to POST /api/admin/books/import, 100 rows a request, so a file of any
 * size fits the API's body limit and the bar moves as each request is answered. "Check" sends
 * them as a dry run and lists what an import would change.
 */
export function ImportBooks() {
  const user = useAdminUser();
  const queryClient = useQueryClient();
  const fileInputId = useId();
  const keepStockId = useId();
  const [keepStock, setKeepStock] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [report, setReport] = useState<CatalogueImportReport | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setRunning(true);
    setReport(null);
    setStopped(null);
    const prepared = prepareImport(file.name, await file.text());
    let total = emptyReport(dryRun, prepared.problems);
    let done = 0;
    setProgress({ done, total: prepared.rowCount });
    try {
      for (const chunk of prepared.chunks) {
        total = addReports(total, await importCatalogueRows(user, chunk, { dryRun, keepStock }));
        done += chunk.length;
        setProgress({ done, total: prepared.rowCount });
      }
    } catch (error) {
      setStopped(IMPORT_TEXT.stopped(error instanceof Error ? error.message : String(error)));
    }
    setReport(total);
    setRunning(false);
    if (!dryRun && total.added + total.updated > 0) void invalidateBooks(queryClient);
  };

  return (
    <section aria-labelledby="import-books-heading" className="flex max-w-3xl flex-col gap-4">
      <h2 id="import-books-heading" className="text-xl font-semibold">
        {IMPORT_TEXT.heading}
      </h2>
      <p className="text-sm text-slate-700">{IMPORT_TEXT.intro}</p>
      <p className="text-sm text-slate-700">{IMPORT_TEXT.unchangedNote}</p>
      <div className="flex flex-col gap-2">
        <label htmlFor={fileInputId} className="text-sm font-medium text-slate-900">
          {IMPORT_TEXT.fileLabel}
        </label>
        <input
          id={fileInputId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          disabled={running}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProgress(null);
            setReport(null);
            setStopped(null);
          }}
          className="text-sm text-slate-900"
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={keepStockId}
          type="checkbox"
          checked={keepStock}
          disabled={running}
          onChange={(event) => {
            setKeepStock(event.target.checked);
            setReport(null);
          }}
          className="h-4 w-4"
        />
        <label htmlFor={keepStockId} className="text-sm text-slate-900">
          {IMPORT_TEXT.keepStock}
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!file || running}
          onClick={() => void run(true)}
          className={`${buttonClass} border border-blue-700 text-blue-700 hover:bg-blue-50`}
        >
          {IMPORT_TEXT.check}
        </button>
        <button
          type="button"
          disabled={!file || running}
          onClick={() => void run(false)}
          className={`${buttonClass} bg-blue-700 text-white hover:bg-blue-800`}
        >
          {IMPORT_TEXT.import}
        </button>
      </div>
      {progress && (
        <div className="flex items-center gap-3">
          <progress
            aria-label={IMPORT_TEXT.progressLabel}
            max={Math.max(progress.total, 1)}
            value={progress.total === 0 ? (running ? 0 : 1) : progress.done}
            className="h-2 flex-1"
          />
          <span className="text-sm text-slate-700" aria-live="polite">
            {IMPORT_TEXT.rows(progress.done, progress.total)}
          </span>
        </div>
      )}
      {stopped && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
          {stopped}
        </p>
      )}
      {report && <ImportReport report={report} badRows={badRowCount(report.problems)} />}
      <ExportCatalogue />
    </section>
  );
}
