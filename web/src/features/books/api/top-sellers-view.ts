import { earlyAnswerOr, takeEarlyAnswer } from "@/lib/early-fetch";
import * as API from "@shared/api/contract.ts";
import type { Category } from "@shared/categories.ts";

import { BOOKS_LOADING, booksFailed, booksLoaded, type BooksState } from "../utils/books-state";
import { TOP_SELLERS_SHOWN } from "../utils/top-sellers";

import { topSellersApiPath, topSellersApiQuery } from "./books-api-paths";
import { liveViews, useLiveView, type LiveViewSource } from "./live-view";

/**
 * Top Sellers of every category ("") or one: the API's answer, first-screen.ts's early one on a
 * first visit to the home page. Not followed live: the list ranks past sales, and following it
 * would start Firestore's SDK, the largest piece of main-thread work the home page could do,
 * while the page loads. Recommended, below the screen, is the home page's Firestore reader.
 */
function topSellersSource(category: Category | ""): LiveViewSource<BooksState> {
  const scope = category || undefined;
  const path = topSellersApiPath(scope, TOP_SELLERS_SHOWN);
  const early = takeEarlyAnswer(API.listBooks, path);
  return {
    initial: early ? booksLoaded(early) : BOOKS_LOADING,
    answer: () =>
      earlyAnswerOr(API.listBooks, path, async () => {
        // The home page's first visit renders from first-screen.ts's answer: the API client
        // loads with the first genre chosen, or when that answer is missing.
        const { apiRequest } = await import("@/lib/api-client");
        return apiRequest(API.listBooks, { query: topSellersApiQuery(scope, TOP_SELLERS_SHOWN) });
      }).then(booksLoaded, booksFailed),
  };
}

const topSellersView = liveViews(topSellersSource);

/** The best sellers (units sold, then newest), optionally of one category. */
export function useTopSellersView(category: Category | ""): BooksState {
  return useLiveView(topSellersView(category));
}
