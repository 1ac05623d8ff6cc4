import { useState } from "react";

import { useAdminUser } from "../../session/hooks/admin-user";
import { PagedList } from "../../shared/components/paged-list";
import { ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { inboxDate } from "../../shared/utils/inbox-date";
import { useOutbox } from "../api/outbox";
import { mailDeliveryText } from "../utils/mail-delivery";

import { OutboxMailPreview } from "./outbox-mail-preview";

/**
 * /dashboard/outbox: the mail the store wrote, newest first, each with its delivery state;
 * choosing one shows its text and its HTML.
 */
export function Outbox() {
  const query = useOutbox(useAdminUser());
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <PagedList
      query={query}
      title="Outbox"
      headingId="outbox-heading"
      loadingLabel="Loading the outbox"
      failedMessage={ADMIN_TEXT.outboxLoadFailed}
      emptyMessage="No mail yet."
      testId="outbox"
      renderItem={(mail) => {
        const date = inboxDate(mail.createdAt);
        const open = openId === mail._id;
        const previewId = `mail-${mail._id}`;
        return (
          <li data-testid="outbox-mail">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={open ? previewId : undefined}
              onClick={() => {
                setOpenId(open ? null : mail._id);
              }}
              className="flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-700"
            >
              <span className="flex flex-wrap items-baseline gap-x-3 text-sm">
                <span data-testid="mail-to" className="break-all text-slate-900">
                  {mail.to}
                </span>
                {date !== undefined && (
                  <time dateTime={mail.createdAt} className="text-slate-600">
                    {date}
                  </time>
                )}
              </span>
              <span data-testid="mail-subject" className="font-semibold break-words text-slate-900">
                {mail.subject}
              </span>
              <span data-testid="mail-delivery" className="text-sm text-slate-600">
                {mailDeliveryText(mail)}
              </span>
            </button>
            {open && <OutboxMailPreview mail={mail} id={previewId} />}
          </li>
        );
      }}
    />
  );
}
