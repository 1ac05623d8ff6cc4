import { MAX_SLIDES_PER_VIEW } from "@/components/ui/carousel-layout";
import { paths } from "@/config/paths";
import { preloadImage, startEarlyApiFetch } from "@/lib/early-fetch";
import * as API from "@shared/api/contract.ts";
import type { Book } from "@shared/book.ts";

import { BOOKS_PER_CATEGORY, CATEGORY_ORDER } from "../utils/categories-page";
import { coverUrl } from "../utils/cover-url";
import { keepFirstCarouselRanks } from "../utils/first-carousel-ranks";
import { shuffledByRank } from "../utils/shuffle";

import { categoryBooksApiPath } from "./books-api-paths";

/** Fetches the covers the first carousel shows first, in its order (`ranks`, shared with it). */
function preloadFirstCovers(books: Book[], ranks: Map<string, number>): void {
  const shown = shuffledByRank(books, (book) => book._id, ranks).slice(0, MAX_SLIDES_PER_VIEW);
  for (const book of shown) preloadImage(coverUrl(book.coverImage));
}

/** On the categories page: requests the first carousel's books from the API, then its covers. */
export function preloadCategoriesPage(pathname: string): void {
  if (pathname !== paths.categories) return;
  // One order for the carousel and the covers fetched here, whichever draws it first.
  const ranks = new Map<string, number>();
  keepFirstCarouselRanks(ranks);
  startEarlyApiFetch(API.listBooks, categoryBooksApiPath(CATEGORY_ORDER[0], BOOKS_PER_CATEGORY))
    .then((books) => {
      if (books) preloadFirstCovers(books, ranks);
    })
    // The page reports failures when it takes the answer over.
    .catch(() => undefined);
}
