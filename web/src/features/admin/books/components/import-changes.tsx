import type { BookChanges } from "@bookstore/shared/catalogue/catalogue-update.ts";

import { IMPORT_TEXT } from "../utils/import-file";

import { ReportTableHead } from "./report-table-head";

/** Books a long file changes are listed up to this many; the count says how many more. */
const SHOWN_BOOKS = 500;

/** Each book an import changes (or a check would): its line, title and every field from → to. */
export function ImportChanges({ changes }: { changes: readonly BookChanges[] }) {
  const shown = changes.slice(0, SHOWN_BOOKS);
  return (
    <>
      <table className="w-full text-left text-sm">
        <caption className="text-left font-medium text-slate-900">
          {IMPORT_TEXT.changesCaption}
        </caption>
        <ReportTableHead columns={["Line", "Book", "Changes"]} />
        <tbody>
          {shown.map((book) => (
            <tr
              key={`${String(book.line)}-${book.bookId}`}
              data-testid="import-change"
              className="border-b border-slate-100 align-top"
            >
              <td className="py-2 pr-4">{book.line}</td>
              <td className="py-2 pr-4">{book.title}</td>
              <td className="py-2">
                <ul>
                  {book.fields.map(({ field, from, to }) => (
                    <li key={field}>
                      {field}: {from} → {to}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {changes.length > shown.length && (
        <p className="text-sm text-slate-700">
          {IMPORT_TEXT.moreChanges(changes.length - shown.length)}
        </p>
      )}
    </>
  );
}
