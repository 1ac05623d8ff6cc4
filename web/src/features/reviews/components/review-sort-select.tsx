import { REVIEW_SORTS, type ReviewSort } from "@bookstore/shared/reviews/review.ts";

const LABELS: Record<ReviewSort, string> = { newest: "Newest", helpful: "Most helpful" };

function isReviewSort(value: string): value is ReviewSort {
  return (REVIEW_SORTS as readonly string[]).includes(value);
}

/** The order of the book's reviews: newest or most helpful first. */
export function ReviewSortSelect({
  sort,
  onChange,
}: {
  sort: ReviewSort;
  onChange: (sort: ReviewSort) => void;
}) {
  return (
    <label className="flex items-center gap-2 self-start text-sm font-medium">
      Sort reviews
      <select
        value={sort}
        onChange={(event) => {
          if (isReviewSort(event.target.value)) onChange(event.target.value);
        }}
        className="rounded border border-slate-300 px-2 py-1 font-normal"
      >
        {REVIEW_SORTS.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
