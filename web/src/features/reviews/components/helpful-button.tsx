import { useMutation } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { ApiError } from "@/lib/api-client";
import { apiMutationOptions } from "@/lib/api-mutation";
import type { Review } from "@bookstore/shared/reviews/reviews-api.ts";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

import { helpfulCountText } from "./helpful-count";

interface HelpfulButtonProps {
  user: User;
  bookId: string;
  review: Review;
}

/**
 * A signed-in customer's "Helpful" on another customer's review, with its count. Once the API has
 * counted the vote (new or cast before), the button stays pressed with the count it answered.
 * The list is not fetched again: in the most-helpful order that would move the review under the
 * customer's pointer.
 */
export function HelpfulButton({ user, bookId, review }: HelpfulButtonProps) {
  const vote = useMutation(
    apiMutationOptions(API.markReviewHelpful, () => ({
      params: { id: bookId, reviewId: review._id },
      session: user,
    })),
  );
  const counted = vote.isSuccess;
  const count = vote.data?.helpfulCount ?? review.helpfulCount;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        aria-pressed={counted}
        disabled={counted || vote.isPending}
        onClick={() => {
          vote.mutate();
        }}
        className="rounded border border-slate-300 px-3 py-1 font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-default aria-pressed:border-green-700 aria-pressed:text-green-800"
        data-testid="review-helpful"
      >
        {counted ? "Marked helpful" : "Helpful"} ({count})
      </button>
      {counted && (
        <span role="status" className="text-green-800">
          Thanks, your vote is counted.
        </span>
      )}
      {vote.isError && (
        <span role="alert" className="text-red-700">
          {vote.error instanceof ApiError ? vote.error.message : "Your vote could not be counted."}
        </span>
      )}
      <span className="sr-only">{helpfulCountText(count)}</span>
    </div>
  );
}
