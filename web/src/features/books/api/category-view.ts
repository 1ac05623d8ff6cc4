import { apiRequest } from "@/lib/api-client";
import { earlyAnswerOr, takeEarlyAnswer } from "@/lib/early-fetch";
import { queryClient } from "@/lib/query-client";
import * as API from "@shared/api/contract.ts";
import type { Book } from "@shared/book.ts";
import type { Category } from "@shared/categories.ts";

import { BOOKS_LOADING, booksFailed, type BooksState } from "../utils/books-state";
import { BOOKS_PER_CATEGORY, CATEGORY_ORDER } from "../utils/categories-page";
import { takeFirstCarouselRanks } from "../utils/first-carousel-ranks";
import { sameBooks } from "../utils/same-books";
import { shuffledByRank } from "../utils/shuffle";

import { categoryBooksApiPath } from "./books-api-paths";
import { liveViews, useLiveView, type LiveViewSource } from "./live-view";

/** Under "books", so invalidating the book lists after a change refreshes it too. */
const categoryBooksQueryKey = (category: Category) =>
  ["books", "category", category, BOOKS_PER_CATEGORY] as const;

/** The category's API answer if it is already in: first-screen.ts's early one, or the cache's. */
function answerInHand(category: Category): Book[] | undefined {
  const early = takeEarlyAnswer(API.listBooks, categoryBooksApiPath(category, BOOKS_PER_CATEGORY));
  if (early === undefined) return queryClient.getQueryData<Book[]>(categoryBooksQueryKey(category));
  queryClient.setQueryData(categoryBooksQueryKey(category), early);
  return early;
}

/**
 * A carousel of the categories page: one category's newest books (a bounded page) in a random
 * order drawn once per visit (for the first carousel, by first-screen.ts when it fetched the
 * first covers), painted from the API's answer, then kept live from Firestore, whose state wins
 * once it has one.
 */
function categorySource(category: Category): LiveViewSource<BooksState> {
  // first-screen.ts drew the order of the first carousel only, whose covers it fetched.
  const ranks =
    (category === CATEGORY_ORDER[0] ? takeFirstCarouselRanks() : undefined) ??
    new Map<string, number>();
  const arranged = (books: Book[], confirmed: boolean): BooksState => ({
    status: "success",
    books: shuffledByRank(books, (book) => book._id, ranks),
    confirmed,
  });
  const books = answerInHand(category);
  return {
    initial: books ? arranged(books, true) : BOOKS_LOADING,
    answer: () =>
      queryClient
        .query({
          queryKey: categoryBooksQueryKey(category),
          queryFn: () =>
            earlyAnswerOr(API.listBooks, categoryBooksApiPath(category, BOOKS_PER_CATEGORY), () =>
              apiRequest(API.listBooks, { query: { category, limit: BOOKS_PER_CATEGORY } }),
            ),
        })
        .then((answer) => arranged(answer, true), booksFailed),
    follow: async (show) => {
      const { categoryBooksQuery, followBooks } = await import("./books-collection");
      return followBooks(categoryBooksQuery(category, BOOKS_PER_CATEGORY), {
        next: (live) => {
          show(arranged(live.books, !live.fromCache));
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
      sameBooks(before.books, live.books),
  };
}

const categoryView = liveViews(categorySource);

/** A category carousel's books, in its order: the API's answer first, then Firestore's live state. */
export function useCategoryView(category: Category): BooksState {
  return useLiveView(categoryView(category));
}
