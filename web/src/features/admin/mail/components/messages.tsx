import { useAdminUser } from "../../session/hooks/admin-user";
import { PagedList } from "../../shared/components/paged-list";
import { ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { inboxDate } from "../../shared/utils/inbox-date";
import { useContactMessages } from "../api/inbox";

/** /dashboard/messages: the contact form's messages, newest first, shown as plain text. */
export function Messages() {
  const query = useContactMessages(useAdminUser());
  return (
    <PagedList
      query={query}
      title="Messages"
      headingId="messages-heading"
      loadingLabel="Loading the messages"
      failedMessage={ADMIN_TEXT.messagesLoadFailed}
      emptyMessage="No messages yet."
      testId="messages"
      renderItem={(message) => {
        const date = inboxDate(message.createdAt);
        return (
          <li data-testid="message" className="flex flex-col gap-1 px-4 py-4">
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold break-words text-slate-900">{message.name}</span>
              <a
                href={`mailto:${message.email}`}
                className="break-all text-blue-700 hover:underline"
              >
                {message.email}
              </a>
              {date !== undefined && (
                <time dateTime={message.createdAt} className="text-slate-600">
                  {date}
                </time>
              )}
            </p>
            <p className="break-words whitespace-pre-line text-slate-800">{message.message}</p>
          </li>
        );
      }}
    />
  );
}
