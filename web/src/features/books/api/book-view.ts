import { earlyAnswerOr, takeEarlyAnswer } from "@/lib/early-fetch";
import { queryClient } from "@/lib/query-client";
import * as API from "@shared/api/contract.ts";
import { isBookId, type Book } from "@shared/book.ts";

import { bookApiPath } from "./books-api-paths";
import { bookQueryKey, fetchBook } from "./get-book";
import { liveViews, useLiveView, type LiveViewSource } from "./live-view";

export type BookState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "missing" }
  | { status: "success"; book: Book };

const LOADING: BookState = { status: "loading" };
const MISSING: BookState = { status: "missing" };
const FAILED: BookState = { status: "error" };

function shown(book: Book | undefined): BookState {
  return book ? { status: "success", book } : MISSING;
}

/** The API's answer if it is already in: first-screen.ts's early one, or the cache's. */
function answerInHand(id: string): Book | undefined {
  const early = takeEarlyAnswer(API.getBook, bookApiPath(id));
  if (early === undefined) return queryClient.getQueryData<Book>(bookQueryKey(id));
  queryClient.setQueryData(bookQueryKey(id), early);
  return early;
}

/**
 * One book's page: painted from the API's answer (which first-screen.ts requested while the app
 * loaded), then kept live from Firestore, whose state wins once it has one. An id no book can
 * have is missing at once, without asking either.
 */
function bookSource(id: string): LiveViewSource<BookState> {
  if (!isBookId(id)) return { initial: MISSING };
  const book = answerInHand(id);
  return {
    initial: book ? shown(book) : LOADING,
    answer: () =>
      queryClient
        .query({
          queryKey: bookQueryKey(id),
          queryFn: () => earlyAnswerOr(API.getBook, bookApiPath(id), () => fetchBook(id)),
          retry: false,
        })
        .then(shown, () => FAILED),
    follow: async (show) => {
      const { followBook } = await import("./books-collection");
      return followBook(id, {
        next: (live) => {
          show(shown(live));
        },
        error: () => {
          show(FAILED);
        },
      });
    },
    unchanged: (before, live) =>
      before.status === live.status &&
      (before.status !== "success" ||
        (live.status === "success" && JSON.stringify(before.book) === JSON.stringify(live.book))),
  };
}

const bookView = liveViews(bookSource);

/** One book, as its page shows it: the API's answer first, then Firestore's live state. */
export function useBookView(id: string): BookState {
  return useLiveView(bookView(id));
}
