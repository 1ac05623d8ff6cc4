import { HttpError } from "../http/http-error.ts";
import type { BookIndex, RankedBook } from "../lib/search/book-index.ts";
import { catalogueSearchIndex } from "../lib/search/catalogue-search.ts";
import type { BookSuggestion } from "../shared/search-api.ts";
import { SEARCH_MESSAGES } from "../shared/search-api.ts";

/** Seconds a shopper's page waits before asking again while the first index is built. */
const PREPARING_RETRY_SECONDS = 5;

/** The instance's search index; 503 with Retry-After until the first one has been built. */
export async function searchIndexOrBusy(): Promise<BookIndex> {
  const index = await catalogueSearchIndex.current();
  if (!index) throw new HttpError(503, SEARCH_MESSAGES.preparing, PREPARING_RETRY_SECONDS);
  return index;
}

/** A ranked book as a suggestion row, from the index's stored fields alone. */
export function suggestionOf({ id, fields }: RankedBook): BookSuggestion {
  return {
    _id: id,
    title: fields.title,
    author: fields.author,
    coverImage: fields.coverImage,
    newPrice: fields.newPrice,
  };
}
