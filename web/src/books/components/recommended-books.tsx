import { Suspense } from "react";

import { CarouselPlaceholder } from "@/components/ui/carousel";
import { WhenNearViewport } from "@/components/ui/when-near-viewport";
import { lazyNamed } from "@/lib/lazy-named";

const LABEL = "recommended books";

/** The list reads Firestore: it (and the SDK) load after the home page's first render. */
const RecommendedBooksList = lazyNamed(
  () => import("./recommended-books-list"),
  (m) => m.RecommendedBooksList,
);

export function RecommendedBooks() {
  return (
    <section aria-labelledby="recommended-heading" className="flex flex-col gap-6">
      <h2 id="recommended-heading" className="text-2xl font-bold">
        Recommended for you
      </h2>
      <div data-testid="recommended">
        <WhenNearViewport placeholder={<CarouselPlaceholder label={LABEL} />}>
          <Suspense fallback={<CarouselPlaceholder label={LABEL} />}>
            <RecommendedBooksList label={LABEL} />
          </Suspense>
        </WhenNearViewport>
      </div>
    </section>
  );
}
