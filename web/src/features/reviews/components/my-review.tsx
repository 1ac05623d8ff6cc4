import type { User } from "firebase/auth";

import { REVIEW_MESSAGES } from "@shared/review.ts";

import { useMyReview } from "../api/get-my-review";

import { ReviewForm } from "./review-form";

/** The signed-in customer's part: their form, or why they cannot review the book yet. */
export function MyReview({ user, bookId }: { user: User; bookId: string }) {
  const { data } = useMyReview(user, bookId);
  if (!data) return null;
  if (data.review === null && !data.canReview) {
    return (
      <p className="text-sm text-slate-600" data-testid="review-refused">
        {REVIEW_MESSAGES.notBuyer}
      </p>
    );
  }
  // Keyed by the review, so the form starts afresh once it is created or deleted.
  return (
    <ReviewForm
      key={data.review?.updatedAt ?? "new"}
      user={user}
      bookId={bookId}
      review={data.review}
    />
  );
}
