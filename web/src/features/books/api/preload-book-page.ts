import { BOOK_PATH_PREFIX } from "@/config/first-screen-routes";
import { preloadImage, startEarlyApiFetch } from "@/lib/early-fetch";
import * as API from "@shared/api/contract.ts";
import { isBookId } from "@shared/book.ts";

import { coverUrl } from "../utils/cover-url";

import { bookApiPath } from "./books-api-paths";

function bookIdOf(pathname: string): string | undefined {
  if (!pathname.startsWith(BOOK_PATH_PREFIX)) return undefined;
  const id = decodeURIComponent(pathname.slice(BOOK_PATH_PREFIX.length));
  return isBookId(id) ? id : undefined;
}

/** On a book's page: requests the book from the API, then its cover. */
export function preloadBookPage(pathname: string): void {
  const id = bookIdOf(pathname);
  if (id === undefined) return;
  startEarlyApiFetch(API.getBook, bookApiPath(id))
    .then((book) => {
      if (book) preloadImage(coverUrl(book.coverImage));
    })
    // The page reports failures when it takes the answer over.
    .catch(() => undefined);
}
