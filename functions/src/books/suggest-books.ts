import * as API from "@bookstore/shared/books/books-api.ts";
import { SEARCH_LIMITS } from "@bookstore/shared/search/search-api.ts";

import { route } from "../http/route.ts";
import { closestTitles, searchBookIndex } from "../lib/search/book-index.ts";
import { suggestionOf } from "../lib/search/search-answer.ts";

import { searchIndexOrBusy } from "./search-index.ts";

/**
 * GET /api/books/suggest?q=&limit=: the best few matches as the shopper types (cover, title,
 * author, price), from the index alone: no book is read.
 */
export const suggestBooks = route(API.suggestBooks, async ({ query }) => {
  const index = await searchIndexOrBusy();
  const ranked = searchBookIndex(index, query.q);
  const closest =
    ranked.length === 0
      ? closestTitles(index, query.q, SEARCH_LIMITS.closest).map(suggestionOf)
      : [];
  return { suggestions: ranked.slice(0, query.limit).map(suggestionOf), closest };
});
