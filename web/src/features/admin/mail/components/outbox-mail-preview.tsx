import { useEffect, useRef } from "react";

import type { OutboxMail } from "@bookstore/shared/dashboard/dashboard-api.ts";

import { writeMailDocument } from "../utils/mail-frame-document";

/**
 * One mail as its recipient would get it: the headers the store adds, the text part, and the
 * HTML part in a sandboxed frame (no scripts, forms, popups or navigation of this page), so the
 * mail's markup can do nothing but show. The sandbox keeps the frame's origin only so that this
 * page can write the mail into it, styles included (see writeMailDocument); with scripts off,
 * nothing in the frame can use that origin.
 */
export function OutboxMailPreview({ mail, id }: { mail: OutboxMail; id: string }) {
  const headers = Object.entries(mail.headers);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const document = frame.current?.contentDocument;
    if (document) writeMailDocument(document, mail.html);
  }, [mail.html]);
  return (
    <div id={id} className="flex flex-col gap-4 border-t border-slate-100 bg-slate-50 px-4 py-4">
      {headers.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
          {headers.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-semibold text-slate-700">{name}</dt>
              <dd className="break-all text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <section aria-label="Text">
        <h3 className="mb-1 text-sm font-semibold text-slate-700">Text</h3>
        <pre
          data-testid="mail-text"
          className="overflow-x-auto rounded border border-slate-200 bg-white p-3 text-sm whitespace-pre-wrap text-slate-900"
        >
          {mail.text}
        </pre>
      </section>
      <section aria-label="HTML">
        <h3 className="mb-1 text-sm font-semibold text-slate-700">HTML</h3>
        <iframe
          ref={frame}
          sandbox="allow-same-origin"
          title={`The HTML of the mail to ${mail.to}`}
          className="h-80 w-full rounded border border-slate-200 bg-white"
        />
      </section>
    </div>
  );
}
