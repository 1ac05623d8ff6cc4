import type { User } from "firebase/auth";
import { useState, type SyntheticEvent } from "react";

import { ApiError } from "@/lib/api-client";
import { reviewInputSchema } from "@shared/review-input.ts";
import { REVIEW_LIMITS, type Review } from "@shared/review.ts";

import { useDeleteMyReview } from "../api/delete-my-review";
import { useSaveReview } from "../api/save-review";

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
  const [rating, setRating] = useState<number>(review?.rating ?? 0);
  const [title, setTitle] = useState(review?.title ?? "");
  const [text, setText] = useState(review?.text ?? "");
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSaveReview(user, bookId, onSaved);
  const remove = useDeleteMyReview(user, bookId);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = reviewInputSchema.safeParse({ rating, title, text });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    save.mutate(
      { input: checked.data, isEdit: review !== null },
      {
        onError: (error) => {
          setProblem(error instanceof ApiError ? error.message : "The review could not be saved.");
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
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
                setRating(value);
              }}
            />
            {value} {value === 1 ? "star" : "stars"}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Title
        <input
          value={title}
          maxLength={REVIEW_LIMITS.title}
          onChange={(event) => {
            setTitle(event.target.value);
          }}
          className="rounded border border-slate-300 px-3 py-2 font-normal"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Review
        <textarea
          value={text}
          maxLength={REVIEW_LIMITS.text}
          rows={5}
          onChange={(event) => {
            setText(event.target.value);
          }}
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
          disabled={save.isPending}
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
