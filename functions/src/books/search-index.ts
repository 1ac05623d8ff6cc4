import { SEARCH_MESSAGES } from "@bookstore/shared/search/search-api.ts";

import { HttpError } from "../http/http-error.ts";
import type { BookIndex } from "../lib/search/book-index.ts";
import { catalogueSearchIndex } from "../lib/search/catalogue-search.ts";

/** Seconds a shopper's page waits before asking again while the first index is built. */
const PREPARING_RETRY_SECONDS = 5;

/** The instance's search index; 503 with Retry-After until the first one has been built. */
export async function searchIndexOrBusy(): Promise<BookIndex> {
  const index = await catalogueSearchIndex.current();
  if (!index) throw new HttpError(503, SEARCH_MESSAGES.preparing, PREPARING_RETRY_SECONDS);
  return index;
}
