import type { User } from "firebase/auth";
import { useState } from "react";

import { REVIEW_MESSAGES } from "@bookstore/shared/reviews/review.ts";

import { useMyReview } from "../api/get-my-review";

import { ReviewForm } from "./review-form";

/** The signed-in customer's part: their form, or why they cannot review the book yet. */
export function MyReview({ user, bookId }: { user: User; bookId: string }) {
  const { data } = useMyReview(user, bookId);
  const [saved, setSaved] = useState(false);
  if (!data) return null;
  if (data.review === null && !data.canReview) {
    return (
      <p className="text-sm text-slate-600" data-testid="review-refused">
        {REVIEW_MESSAGES.notBuyer}
      </p>
    );
  }
  const notice = data.review?.notice;
  const status = saved ? (
    <p role="status" className="text-sm text-green-700">
      {notice === undefined
        ? "Your review is saved. The book's average follows within a few seconds."
        : "Your review is saved."}
    </p>
  ) : null;
  // Keyed by the review, so the form starts afresh once it is created or deleted.
  return (
    <>
      {status}
      {notice !== undefined && (
        <p className="text-sm text-amber-800" data-testid="review-under-review">
          {notice}
        </p>
      )}
      <ReviewForm
        key={data.review?.updatedAt ?? "new"}
        user={user}
        bookId={bookId}
        review={data.review}
        onSaved={() => {
          setSaved(true);
        }}
      />
    </>
  );
}
