import {
  BOOKS_LOADING,
  booksFailed,
  liveViews,
  useLiveView,
  type BooksState,
  type LiveViewSource,
} from "@/features/books";
import { apiRequest } from "@/lib/api-client";
import { earlyAnswerOr, takeEarlyAnswer } from "@/lib/early-fetch";
import { queryClient } from "@/lib/query-client";
import * as API from "@shared/api/contract.ts";
import type { Book } from "@shared/book.ts";

import {
  catalogueSearch,
  parseCatalogueSearch,
  type CatalogueState,
} from "../utils/catalogue-state";

import { catalogueApiPath, catalogueApiQuery } from "./catalogue-api-path";

/** Under "books", so invalidating the book lists after a change refreshes it too. */
const catalogueQueryKey = (path: string) => ["books", "catalogue", path] as const;

/** The page's API answer if it is already in: first-screen.ts's early one, or the cache's. */
function answerInHand(path: string): Book[] | undefined {
  const early = takeEarlyAnswer(API.listBooks, path);
  if (early === undefined) return queryClient.getQueryData<Book[]>(catalogueQueryKey(path));
  queryClient.setQueryData(catalogueQueryKey(path), early);
  return early;
}

const loaded = (books: Book[], confirmed: boolean): BooksState => ({
  status: "success",
  books,
  confirmed,
});

/**
 * One catalogue page, as the category carousels are read: painted from the API's answer (at once
 * when first-screen.ts has it), then followed live from Firestore once the shopper uses the page.
 */
function catalogueSource(state: CatalogueState): LiveViewSource<BooksState> {
  const path = catalogueApiPath(state);
  const books = answerInHand(path);
  return {
    initial: books ? loaded(books, true) : BOOKS_LOADING,
    answer: () =>
      queryClient
        .query({
          queryKey: catalogueQueryKey(path),
          queryFn: () =>
            earlyAnswerOr(API.listBooks, path, () =>
              apiRequest(API.listBooks, { query: catalogueApiQuery(state) }),
            ),
        })
        .then((answer) => loaded(answer, true), booksFailed),
    follow: async (show) => {
      const { followCataloguePage } = await import("./catalogue-collection");
      return followCataloguePage(state, {
        next: (live) => {
          show(loaded(live.books, !live.fromCache));
        },
        error: (error) => {
          show(booksFailed(error));
        },
      });
    },
    // The listener's first answer usually holds what the API said: the cards need not render again.
    unchanged: (before, live) =>
      before.status === "success" &&
      live.status === "success" &&
      JSON.stringify(before.books) === JSON.stringify(live.books),
  };
}

/** Keyed by the page's address query, which holds its whole state. */
const catalogueView = liveViews((search: string) =>
  catalogueSource(parseCatalogueSearch(new URLSearchParams(search))),
);

/** A catalogue page's books (one more than it shows): the API's answer, then Firestore's. */
export function useCatalogueView(state: CatalogueState): BooksState {
  return useLiveView(catalogueView(catalogueSearch(state)));
}
