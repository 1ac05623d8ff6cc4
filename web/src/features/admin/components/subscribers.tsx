import { useSubscribers } from "../api/inbox";
import { useAdminUser } from "../hooks/admin-user";
import { ADMIN_TEXT } from "../utils/admin-messages";
import { inboxDate } from "../utils/inbox-date";

import { ListFailed, ListLoading } from "./inbox-states";
import { LoadMore } from "./load-more";

/** /dashboard/subscribers: the newsletter's subscribers, newest first. */
export function Subscribers() {
  const user = useAdminUser();
  const subscribers = useSubscribers(user);

  let body;
  if (subscribers.data === undefined) {
    body = subscribers.isError ? (
      <ListFailed message={ADMIN_TEXT.subscribersLoadFailed} />
    ) : (
      <ListLoading label="Loading the subscribers" />
    );
  } else {
    const list = subscribers.data.pages.flatMap((page) => page.items);
    body =
      list.length === 0 ? (
        <p className="px-4 py-6 text-slate-700">No subscribers yet.</p>
      ) : (
        <>
          <ul data-testid="subscribers" className="divide-y divide-slate-200">
            {list.map((subscriber) => {
              const date = inboxDate(subscriber.createdAt);
              return (
                <li
                  key={subscriber._id}
                  data-testid="subscriber"
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
                >
                  <span className="min-w-0 break-all text-slate-900">{subscriber.email}</span>
                  {date !== undefined && (
                    <time dateTime={subscriber.createdAt} className="text-sm text-slate-600">
                      {date}
                    </time>
                  )}
                </li>
              );
            })}
          </ul>
          {subscribers.hasNextPage && (
            <LoadMore
              loading={subscribers.isFetchingNextPage}
              failed={subscribers.isFetchNextPageError}
              onLoadMore={() => void subscribers.fetchNextPage()}
            />
          )}
        </>
      );
  }

  return (
    <section
      aria-labelledby="subscribers-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id="subscribers-heading"
        className="border-b border-slate-200 px-4 py-3 text-lg font-semibold"
      >
        Subscribers
      </h2>
      {body}
    </section>
  );
}
