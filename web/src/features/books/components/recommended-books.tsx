import { Suspense } from "react";

import { CarouselPlaceholder } from "@/components/ui/carousel";
import { WhenNearViewport } from "@/components/ui/when-near-viewport";
import { lazyNamed } from "@/lib/lazy-named";

/** SPEC: books at positions 8 to 27 of the catalogue's list order. */
const FIRST = 8;
const LAST = 27;
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
            <RecommendedBooksList first={FIRST} last={LAST} />
          </Suspense>
        </WhenNearViewport>
      </div>
    </section>
  );
}
