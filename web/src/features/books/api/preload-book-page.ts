import { BOOK_PATH_PREFIX } from "@/config/first-screen-routes";
import { preloadImage, startEarlyFetch } from "@/lib/early-fetch";
import { isBookId } from "@shared/book.ts";

import { coverUrl } from "../utils/cover-url";

import { bookApiPath } from "./books-api-paths";

function bookIdOf(pathname: string): string | undefined {
  if (!pathname.startsWith(BOOK_PATH_PREFIX)) return undefined;
  const id = decodeURIComponent(pathname.slice(BOOK_PATH_PREFIX.length));
  return isBookId(id) ? id : undefined;
}

function coverOf(book: unknown): string | undefined {
  const coverImage =
    typeof book === "object" && book !== null && "coverImage" in book ? book.coverImage : undefined;
  return typeof coverImage === "string" ? coverUrl(coverImage) : undefined;
}

/** On a book's page: requests the book from the API, then its cover. */
export function preloadBookPage(pathname: string): void {
  const id = bookIdOf(pathname);
  if (id === undefined) return;
  startEarlyFetch(bookApiPath(id))
    .then(coverOf)
    .then((cover) => {
      if (cover !== undefined) preloadImage(cover);
    })
    // The page reports failures when it takes the answer over.
    .catch(() => undefined);
}
