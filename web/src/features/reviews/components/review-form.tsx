import type { User } from "firebase/auth";

import { useSubmitForm } from "@/hooks/use-submit-form";
import { ApiError } from "@/lib/api-client";
import { reviewInputSchema } from "@bookstore/shared/reviews/review-input.ts";
import { REVIEW_LIMITS } from "@bookstore/shared/reviews/review.ts";
import type { Review } from "@bookstore/shared/reviews/reviews-api.ts";

import { useDeleteMyReview } from "../api/delete-my-review";
import { saveReview, useRefreshReviews } from "../api/save-review";

const RATINGS = [5, 4, 3, 2, 1] as const;

interface ReviewFormProps {
  user: User;
  bookId: string;
  /** The customer's review, when they are editing it. */
  review: Review | null;
  /** Told when the API has stored the review; the form is then remounted with it. */
  onSaved: () => void;
}

/** The customer's review of the book: stars, a title and a text, checked as the API checks them. */
export function ReviewForm({ user, bookId, review, onSaved }: ReviewFormProps) {
  const refresh = useRefreshReviews(user, bookId);
  const remove = useDeleteMyReview(user, bookId);
  const { form, onSubmit, busy, failure, firstError } = useSubmitForm({
    schema: reviewInputSchema,
    defaultValues: {
      rating: review?.rating ?? 0,
      title: review?.title ?? "",
      text: review?.text ?? "",
    },
    submit: (input) => saveReview(user, bookId, input, review !== null),
    failure: (error) => ({
      message: error instanceof ApiError ? error.message : "The review could not be saved.",
    }),
    // The refreshed review remounts the form: the mutation's own callback still runs then.
    onSuccess: () => {
      onSaved();
      return refresh();
    },
  });
  const rating = form.watch("rating");
  const problem = failure?.message ?? firstError;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="review-form-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <h3 id="review-form-heading" className="text-lg font-semibold">
        {review ? "Your review" : "Write a review"}
      </h3>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-sm font-medium">Rating</legend>
        {RATINGS.map((value) => (
          <label key={value} className="flex items-center gap-1 text-sm">
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => {
                form.setValue("rating", value);
              }}
            />
            {value} {value === 1 ? "star" : "stars"}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Title
        <input
          maxLength={REVIEW_LIMITS.title}
          {...form.register("title")}
          className="rounded border border-slate-300 px-3 py-2 font-normal"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Review
        <textarea
          maxLength={REVIEW_LIMITS.text}
          rows={5}
          {...form.register("text")}
          className="rounded border border-slate-300 px-3 py-2 font-normal"
        />
      </label>
      {problem !== undefined && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
        >
          {review ? "Save changes" : "Post review"}
        </button>
        {review && (
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => {
              remove.mutate();
            }}
            className="rounded border border-red-700 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
          >
            Delete review
          </button>
        )}
      </div>
    </form>
  );
}
