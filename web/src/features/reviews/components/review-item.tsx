import type { User } from "firebase/auth";

import { Stars } from "@/components/ui/stars";
import { formatDate } from "@bookstore/shared/format/date.ts";
import type { Review } from "@bookstore/shared/reviews/reviews-api.ts";

import { HelpfulButton } from "./helpful-button";
import { helpfulCountText } from "./helpful-count";

interface ReviewItemProps {
  review: Review;
  bookId: string;
  /** The signed-in customer, who may mark others' reviews helpful; null for anyone else. */
  voter: User | null;
  /** The public id of the voter's own review of the book; undefined until it is known. */
  ownReviewId: string | null | undefined;
}

/** One review; its words are React text, never HTML. */
export function ReviewItem({ review, bookId, voter, ownReviewId }: ReviewItemProps) {
  const mayVote = voter !== null && ownReviewId !== undefined && review._id !== ownReviewId;
  return (
    <li data-testid="review" className="flex flex-col gap-1 py-4">
      <p className="flex flex-wrap items-center gap-x-2">
        <Stars value={review.rating} />
        <span className="font-semibold break-words text-slate-900">{review.title}</span>
      </p>
      <p className="text-sm text-slate-600">
        {review.authorName}, <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      <p className="break-words whitespace-pre-line text-slate-800">{review.text}</p>
      {mayVote ? (
        <HelpfulButton user={voter} bookId={bookId} review={review} />
      ) : (
        <p className="text-sm text-slate-600" data-testid="review-helpful-count">
          {helpfulCountText(review.helpfulCount)}
        </p>
      )}
    </li>
  );
}
