import { useContactMessages } from "../api/inbox";
import { useAdminUser } from "../hooks/admin-user";
import { ADMIN_TEXT } from "../utils/admin-messages";
import { inboxDate } from "../utils/inbox-date";

import { ListFailed, ListLoading } from "./inbox-states";
import { LoadMore } from "./load-more";

/** /dashboard/messages: the contact form's messages, newest first, shown as plain text. */
export function Messages() {
  const user = useAdminUser();
  const messages = useContactMessages(user);

  let body;
  if (messages.data === undefined) {
    body = messages.isError ? (
      <ListFailed message={ADMIN_TEXT.messagesLoadFailed} />
    ) : (
      <ListLoading label="Loading the messages" />
    );
  } else {
    const list = messages.data.pages.flatMap((page) => page.items);
    body =
      list.length === 0 ? (
        <p className="px-4 py-6 text-slate-700">No messages yet.</p>
      ) : (
        <>
          <ul data-testid="messages" className="divide-y divide-slate-200">
            {list.map((message) => {
              const date = inboxDate(message.createdAt);
              return (
                <li
                  key={message._id}
                  data-testid="message"
                  className="flex flex-col gap-1 px-4 py-4"
                >
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
                  <p className="break-words whitespace-pre-line text-slate-800">
                    {message.message}
                  </p>
                </li>
              );
            })}
          </ul>
          {messages.hasNextPage && (
            <LoadMore
              loading={messages.isFetchingNextPage}
              failed={messages.isFetchNextPageError}
              onLoadMore={() => void messages.fetchNextPage()}
            />
          )}
        </>
      );
  }

  return (
    <section
      aria-labelledby="messages-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id="messages-heading"
        className="border-b border-slate-200 px-4 py-3 text-lg font-semibold"
      >
        Messages
      </h2>
      {body}
    </section>
  );
}
