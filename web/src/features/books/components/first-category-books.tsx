import { useCallback } from "react";

import { lazyNamed } from "@/lib/lazy-named";
import type { Category } from "@shared/categories.ts";

import { useCategoryBooksFromApi } from "../api/category-books";
import { useLiveOver } from "../hooks/use-live-over";
import { useStableShuffle } from "../hooks/use-stable-shuffle";
import type { BooksState } from "../utils/books-state";
import { BOOKS_PER_CATEGORY } from "../utils/categories-page";
import { takeFirstCarouselRanks } from "../utils/first-carousel-ranks";
import { sameBooks } from "../utils/same-books";

import { BookCarousel } from "./book-carousel";
import { LiveAfterPaint } from "./live-after-paint";

/** Firestore's SDK (and the live listener) load after the carousel's first paint. */
const LiveCategoryBooks = lazyNamed(
  () => import("./live-category-books"),
  (m) => m.LiveCategoryBooks,
);

interface FirstCategoryBooksProps {
  category: Category;
  label: string;
}

/**
 * The page's first carousel, which holds its largest paint: one category's books (a bounded
 * page), in random order, painted from the API's answer (requested by first-screen.ts while the
 * app loaded, which also drew the order to fetch the first covers), then kept live from Firestore, whose state wins once it has one.
 */
export function FirstCategoryBooks({ category, label }: FirstCategoryBooksProps) {
  const first = useCategoryBooksFromApi(category, BOOKS_PER_CATEGORY);
  const [books, setLive] = useLiveOver(first);
  const arrange = useStableShuffle(takeFirstCarouselRanks);
  // The listener's first answer usually holds what the API said: the cards need not render again.
  const follow = useCallback(
    (next: BooksState) => {
      const unchanged =
        books.status === "success" &&
        next.status === "success" &&
        sameBooks(books.books, next.books);
      if (!unchanged) setLive(next);
    },
    [books, setLive],
  );
  return (
    <>
      <BookCarousel books={books} label={label} arrange={arrange} priority />
      <LiveAfterPaint ready={first.status !== "loading"}>
        <LiveCategoryBooks category={category} count={BOOKS_PER_CATEGORY} onChange={follow} />
      </LiveAfterPaint>
    </>
  );
}
