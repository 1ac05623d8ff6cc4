import type { User } from "firebase/auth";
import { useState } from "react";

import { LoadMore } from "@/components/ui/load-more";
import { Spinner } from "@/components/ui/spinner";
import type { ReviewSort } from "@bookstore/shared/reviews/review.ts";

import { useOwnReviewId } from "../api/get-my-review";
import { useBookReviews } from "../api/list-book-reviews";

import { ReviewItem } from "./review-item";
import { ReviewSortSelect } from "./review-sort-select";

/** The book's shown reviews, newest or most helpful first, with the next page on request. */
export function ReviewList({ bookId, voter }: { bookId: string; voter: User | null }) {
  const [sort, setSort] = useState<ReviewSort>("newest");
  return (
    <>
      <ReviewSortSelect sort={sort} onChange={setSort} />
      <SortedReviews bookId={bookId} sort={sort} voter={voter} />
    </>
  );
}

function SortedReviews({
  bookId,
  sort,
  voter,
}: {
  bookId: string;
  sort: ReviewSort;
  voter: User | null;
}) {
  const query = useBookReviews(bookId, sort);
  const ownReviewId = useOwnReviewId(voter, bookId);
  if (query.isPending) return <Spinner label="Loading the reviews" />;
  if (query.isError) {
    return (
      <p role="alert" className="text-red-700">
        The reviews could not be loaded.
      </p>
    );
  }
  const reviews = query.data.pages.flatMap((page) => page.items);
  if (reviews.length === 0) return <p className="text-slate-600">No reviews yet.</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200" data-testid="reviews">
        {reviews.map((review) => (
          <ReviewItem
            key={review._id}
            review={review}
            bookId={bookId}
            voter={voter}
            ownReviewId={ownReviewId}
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <LoadMore
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onLoadMore={() => void query.fetchNextPage()}
          failedMessage="More reviews could not be loaded."
        />
      )}
    </>
  );
}
