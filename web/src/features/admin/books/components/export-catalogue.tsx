import { useAdminUser } from "../../session/hooks/admin-user";
import { useFileDownload } from "../../shared/hooks/use-file-download";
import { EXPORT_TEXT } from "../../shared/utils/admin-messages";
import { downloadCatalogueCsv } from "../api/export-catalogue";

/** The import page's catalogue export: every book as CSV in the columns the page imports. */
export function ExportCatalogue() {
  const user = useAdminUser();
  const { busy, failure, run } = useFileDownload(EXPORT_TEXT.catalogueFailed);
  return (
    <section aria-labelledby="export-catalogue-heading" className="flex flex-col gap-2">
      <h3 id="export-catalogue-heading" className="text-lg font-semibold">
        {EXPORT_TEXT.catalogueHeading}
      </h3>
      <p className="text-sm text-slate-700">{EXPORT_TEXT.catalogueIntro}</p>
      <div>
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            run(() => downloadCatalogueCsv(user));
          }}
          className="rounded-md border border-blue-700 px-4 py-2 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? EXPORT_TEXT.exporting : EXPORT_TEXT.catalogueButton}
        </button>
      </div>
      {failure === null ? null : (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </section>
  );
}
