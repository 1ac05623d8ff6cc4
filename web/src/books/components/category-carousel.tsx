import { AfterFirstScreen } from "@/components/ui/after-first-screen";
import { CarouselPlaceholder } from "@/components/ui/carousel";
import { WhenNearViewport } from "@/components/ui/when-near-viewport";
import type { Category } from "@bookstore/shared/books/categories.ts";

import { CategoryBooks } from "./category-books";

export function categoryTitle(category: Category): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

interface CategoryCarouselProps {
  category: Category;
  /** The page's first carousel: its first covers are the page's largest paint. */
  priority?: boolean;
}

/** A category's carousel: the first with the page, the others when they come near the screen. */
export function CategoryCarousel({ category, priority = false }: CategoryCarouselProps) {
  const headingId = `category-${category}`;
  const label = `${category} books`;
  const placeholder = <CarouselPlaceholder label={label} />;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6"
      data-testid={`category-${category}`}
    >
      <h2 id={headingId} className="text-2xl font-bold">
        {categoryTitle(category)}
      </h2>
      {priority ? (
        // In the first screen: painted with the page, not once an observer has seen it.
        <CategoryBooks category={category} label={label} priority />
      ) : (
        // The others ask the API once near the screen, after the first carousel is on show.
        <WhenNearViewport placeholder={placeholder}>
          <AfterFirstScreen placeholder={placeholder}>
            <CategoryBooks category={category} label={label} priority={false} />
          </AfterFirstScreen>
        </WhenNearViewport>
      )}
    </section>
  );
}
