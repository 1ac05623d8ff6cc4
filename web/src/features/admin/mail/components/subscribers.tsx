import { useAdminUser } from "../../session/hooks/admin-user";
import { PagedList } from "../../shared/components/paged-list";
import { ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { inboxDate } from "../../shared/utils/inbox-date";
import { useSubscribers } from "../api/inbox";

/** /dashboard/subscribers: the newsletter's subscribers, newest first. */
export function Subscribers() {
  const query = useSubscribers(useAdminUser());
  return (
    <PagedList
      query={query}
      title="Subscribers"
      headingId="subscribers-heading"
      loadingLabel="Loading the subscribers"
      failedMessage={ADMIN_TEXT.subscribersLoadFailed}
      emptyMessage="No subscribers yet."
      testId="subscribers"
      renderItem={(subscriber) => {
        const date = inboxDate(subscriber.createdAt);
        return (
          <li
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
      }}
    />
  );
}
