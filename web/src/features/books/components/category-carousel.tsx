import { useMemo } from "react";

import { CarouselPlaceholder } from "@/components/ui/carousel";
import { WhenNearViewport } from "@/components/ui/when-near-viewport";
import type { Category } from "@shared/categories.ts";

import { categoryBooksQuery } from "../api/books-collection";
import { useBooks } from "../hooks/use-books";
import { shuffled } from "../utils/shuffle";

import { BookCarousel } from "./book-carousel";

const BOOKS_PER_CATEGORY = 20;

function carouselLabel(category: Category): string {
  return `${category} books`;
}

export function categoryTitle(category: Category): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

/** One category's books (a bounded page), in random order. Reads Firestore when mounted. */
function CategoryBooks({ category }: { category: Category }) {
  const booksQuery = useMemo(() => categoryBooksQuery(category, BOOKS_PER_CATEGORY), [category]);
  const books = useBooks(booksQuery);
  return <BookCarousel books={books} label={carouselLabel(category)} arrange={shuffled} />;
}

/** A category's carousel, loaded when it comes near the screen. */
export function CategoryCarousel({ category }: { category: Category }) {
  const headingId = `category-${category}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-6"
      data-testid={`category-${category}`}
    >
      <h2 id={headingId} className="text-2xl font-bold">
        {categoryTitle(category)}
      </h2>
      <WhenNearViewport placeholder={<CarouselPlaceholder label={carouselLabel(category)} />}>
        <CategoryBooks category={category} />
      </WhenNearViewport>
    </section>
  );
}
