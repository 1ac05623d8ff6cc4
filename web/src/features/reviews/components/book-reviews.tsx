import { Suspense } from "react";

import { AfterFirstScreen } from "@/components/ui/after-first-screen";
import { Spinner } from "@/components/ui/spinner";
import { lazyNamed } from "@/lib/lazy-named";
import { useSession } from "@/session/use-session";

/**
 * The customer's own review and its form load only for a signed-in customer: the form checks with
 * the API's schema (classic zod), which no shopper's book page needs.
 */
const MyReview = lazyNamed(
  () => import("./my-review"),
  (module) => module.MyReview,
);

/**
 * The list (and the infinite query and votes it brings) loads once the book is on show: the
 * book page's first render waits for nothing of it.
 */
const ReviewList = lazyNamed(
  () => import("./review-list"),
  (module) => module.ReviewList,
);

/** The book page's reviews: the list, and the signed-in customer's form. */
export function BookReviews({ bookId }: { bookId: string }) {
  const session = useSession();
  const reviewsLoading = <Spinner label="Loading the reviews" />;
  return (
    <section
      aria-labelledby="reviews-heading"
      className="mx-auto mt-12 flex max-w-4xl flex-col gap-4"
    >
      <h2 id="reviews-heading" className="text-2xl font-bold">
        Reviews
      </h2>
      {session.status === "customer" && (
        <Suspense fallback={<Spinner label="Loading your review" />}>
          <MyReview user={session.user} bookId={bookId} />
        </Suspense>
      )}
      {/* Asked for once the book is on show: the page's first paint needs nothing but the book. */}
      <AfterFirstScreen placeholder={reviewsLoading}>
        <Suspense fallback={reviewsLoading}>
          <ReviewList bookId={bookId} voter={session.status === "customer" ? session.user : null} />
        </Suspense>
      </AfterFirstScreen>
    </section>
  );
}
