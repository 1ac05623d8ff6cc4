import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { FormFailure, useSubmitForm } from "@/hooks/use-submit-form";
import { apiRequest } from "@/lib/api-client";
import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";
import type { CatalogueImportReport } from "@bookstore/shared/catalogue/catalogue-api.ts";
import { addReports, emptyReport } from "@bookstore/shared/catalogue/catalogue-import-report.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { invalidateBooks } from "../api/admin-books";
import { IMPORT_TEXT, importFormSchema, prepareImport } from "../utils/import-file";

/** Rows of the file's good ones answered so far. */
export interface ImportProgress {
  done: number;
  total: number;
}

/** A run that stopped: why, and what the answered chunks did before it. */
export interface ImportFailure {
  message: string;
  report?: CatalogueImportReport;
}

function stoppedText(error: unknown): string {
  return IMPORT_TEXT.stopped(error instanceof Error ? error.message : String(error));
}

/**
 * The import screen's form and its run: the file is read and checked in the browser, its good
 * rows sent in chunks (the progress moves as each is answered), and the run's report, or why it
 * stopped with what it did until then, comes from the mutation.
 */
export function useImportBooks() {
  const user = useAdminUser();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | null>(null);

  const run = useSubmitForm({
    schema: importFormSchema,
    defaultValues: { file: null, keepStock: false, dryRun: false },
    submit: async ({ file, keepStock, dryRun }): Promise<CatalogueImportReport> => {
      const prepared = prepareImport(file.name, await file.text());
      let report = emptyReport(dryRun, prepared.problems);
      let done = 0;
      setProgress({ done, total: prepared.rowCount });
      try {
        for (const chunk of prepared.chunks) {
          report = addReports(
            report,
            // One chunk of the file's rows, each with its line in the file.
            await apiRequest(API.importCatalogue, {
              session: user,
              body: { rows: [...chunk], dryRun, keepStock },
            }),
          );
          done += chunk.length;
          setProgress({ done, total: prepared.rowCount });
        }
      } catch (error) {
        throw new FormFailure<ImportFailure>({ message: stoppedText(error), report });
      } finally {
        // Books written before a stop are in the catalogue too.
        if (!dryRun && report.added + report.updated > 0) void invalidateBooks(queryClient);
      }
      return report;
    },
    failure: (error): ImportFailure => ({ message: stoppedText(error) }),
  });

  return {
    ...run,
    progress,
    /** What the last run did (or would do), a stopped one's as far as it got. */
    report: run.result ?? run.failure?.report,
    /** A new file: the last run's bar and report are of another. */
    forgetRun: () => {
      run.reset();
      setProgress(null);
    },
  };
}
