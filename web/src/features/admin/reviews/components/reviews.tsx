import { useState } from "react";

import { Stars } from "@/components/ui/stars";

import { useAdminUser } from "../../session/hooks/admin-user";
import { PagedList } from "../../shared/components/paged-list";
import { inboxDate } from "../../shared/utils/inbox-date";
import { useAdminReviews, useSetReviewHidden } from "../api/admin-reviews";

/** /dashboard/reviews: customers' reviews on show or hidden, each hidden or shown in one click. */
export function Reviews() {
  const user = useAdminUser();
  const [hidden, setHidden] = useState(false);
  const query = useAdminReviews(user, hidden);
  const setReviewHidden = useSetReviewHidden(user);
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Which reviews" className="flex gap-2">
        {[false, true].map((value) => (
          <button
            key={String(value)}
            type="button"
            aria-pressed={hidden === value}
            onClick={() => {
              setHidden(value);
            }}
            className="rounded border border-slate-300 px-3 py-1 text-sm aria-pressed:bg-slate-800 aria-pressed:text-white"
          >
            {value ? "Hidden" : "On show"}
          </button>
        ))}
      </div>
      <PagedList
        query={query}
        title={hidden ? "Hidden reviews" : "Reviews on show"}
        headingId="reviews-heading"
        loadingLabel="Loading the reviews"
        failedMessage="The reviews could not be loaded."
        emptyMessage={hidden ? "No hidden reviews." : "No reviews yet."}
        testId="admin-reviews"
        renderItem={(review) => {
          const date = inboxDate(review.createdAt);
          return (
            <li data-testid="admin-review" className="flex flex-col gap-1 px-4 py-4">
              <p className="flex flex-wrap items-center gap-x-2 text-sm">
                <Stars value={review.rating} />
                <span className="font-semibold break-words text-slate-900">{review.title}</span>
                <span className="text-slate-600">
                  {review.authorName} on {review.bookId}
                </span>
                {date !== undefined && (
                  <time dateTime={review.createdAt} className="text-slate-600">
                    {date}
                  </time>
                )}
              </p>
              <p className="break-words whitespace-pre-line text-slate-800">{review.text}</p>
              <button
                type="button"
                disabled={setReviewHidden.isPending}
                onClick={() => {
                  setReviewHidden.mutate({ id: review._id, hidden: !review.hidden });
                }}
                className="self-start rounded border border-slate-400 px-3 py-1 text-sm hover:bg-slate-100"
              >
                {review.hidden ? "Show again" : "Hide"}
              </button>
            </li>
          );
        }}
      />
    </div>
  );
}
