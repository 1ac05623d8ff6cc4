import { MAX_SLIDES_PER_VIEW } from "@/components/ui/carousel-layout";
import { paths } from "@/config/paths";
import { preloadImage, startEarlyFetch } from "@/lib/early-fetch";

import { BOOKS_PER_CATEGORY, CATEGORY_ORDER } from "../utils/categories-page";
import { coverUrl } from "../utils/cover-url";
import { keepFirstCarouselRanks } from "../utils/first-carousel-ranks";
import { shuffledByRank } from "../utils/shuffle";

import { categoryBooksApiPath } from "./books-api-paths";

interface ListedBook {
  _id: string;
  coverImage: string;
}

function isListedBook(value: unknown): value is ListedBook {
  return (
    typeof value === "object" &&
    value !== null &&
    "_id" in value &&
    typeof value._id === "string" &&
    "coverImage" in value &&
    typeof value.coverImage === "string"
  );
}

/** Fetches the covers the first carousel shows first, in its order (`ranks`, shared with it). */
function preloadFirstCovers(body: unknown, ranks: Map<string, number>): void {
  if (!Array.isArray(body)) return;
  const books = shuffledByRank(body.filter(isListedBook), (book) => book._id, ranks);
  for (const book of books.slice(0, MAX_SLIDES_PER_VIEW)) preloadImage(coverUrl(book.coverImage));
}

/** On the categories page: requests the first carousel's books from the API, then its covers. */
export function preloadCategoriesPage(pathname: string): void {
  if (pathname !== paths.categories) return;
  // One order for the carousel and the covers fetched here, whichever draws it first.
  const ranks = new Map<string, number>();
  keepFirstCarouselRanks(ranks);
  startEarlyFetch(categoryBooksApiPath(CATEGORY_ORDER[0], BOOKS_PER_CATEGORY))
    .then((body) => {
      preloadFirstCovers(body, ranks);
    })
    // The page reports failures when it takes the answer over.
    .catch(() => undefined);
}
