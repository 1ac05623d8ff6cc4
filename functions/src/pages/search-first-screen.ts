import { CATALOGUE_FIRST_SCREEN_CARDS } from "@bookstore/shared/books/first-screens.ts";
import { searchQueryFrom } from "@bookstore/shared/search/search-page-query.ts";
import { searchQuerySchema } from "@bookstore/shared/search/search-query.ts";
import { searchAnswerPath } from "@bookstore/shared/site/first-screen-data.ts";

import { catalogueSearchIndex } from "../lib/search/catalogue-search.ts";
import { searchAnswer } from "../lib/search/search-answer.ts";

import { coverPreloads } from "./cover-preloads.ts";
import type { PageHead } from "./page-head.ts";

/**
 * The search page's first results, when its address asks only a query (`/search?q=`, or no
 * query for the default one): its first page of matches, unfiltered, under the address the app
 * asks them at. A page, filter or anything else in the address is the app's to ask; so is a
 * query the API refuses, and every query while the instance's index is still being prepared.
 */
export async function searchFirstScreen(
  params: URLSearchParams,
): Promise<Pick<PageHead, "firstScreenData" | "imagePreloads">> {
  if ([...params.keys()].some((key) => key !== "q")) return {};
  const q = searchQueryFrom(params);
  const query = searchQuerySchema.safeParse({ q });
  if (!query.success) return {};
  const index = await catalogueSearchIndex.current();
  if (!index) return {};
  const answer = await searchAnswer(index, query.data);
  return {
    firstScreenData: { [searchAnswerPath(q)]: answer },
    imagePreloads: coverPreloads(answer.books, CATALOGUE_FIRST_SCREEN_CARDS),
  };
}
