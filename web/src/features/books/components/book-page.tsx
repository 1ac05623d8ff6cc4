import { Spinner } from "@/components/ui/spinner";
import { lazyNamed } from "@/lib/lazy-named";
import { isBookId } from "@shared/book.ts";
import { MESSAGES } from "@shared/messages.ts";

import { useBookFromApi } from "../api/get-book";
import type { BookState } from "../hooks/use-book";
import { useLiveOver } from "../hooks/use-live-over";

import { BookDetails } from "./book-details";
import { LiveAfterPaint } from "./live-after-paint";

/** Firestore's SDK (and the live listener) load after the book's first paint. */
const LiveBook = lazyNamed(
  () => import("./live-book"),
  (m) => m.LiveBook,
);

/** The API's answer as a BookState. */
function useBookFirstPaint(id: string): BookState {
  const answer = useBookFromApi(id);
  if (!isBookId(id)) return { status: "missing" };
  if (answer.isPending) return { status: "loading" };
  if (answer.isError) return { status: "error" };
  return { status: "success", book: answer.data };
}

/**
 * One book: painted from the API's answer (which first-screen.ts requested while the app
 * loaded), then kept live from Firestore, whose state wins once it has one.
 */
export function BookPage({ id }: { id: string }) {
  const first = useBookFirstPaint(id);
  const [state, setLive] = useLiveOver(first);

  return (
    <>
      {state.status === "loading" && <Spinner label="Loading book" />}
      {state.status === "success" && <BookDetails book={state.book} />}
      {(state.status === "missing" || state.status === "error") && (
        <p role="alert" className="py-16 text-center text-lg text-red-700">
          {MESSAGES.bookLoadFailed}
        </p>
      )}
      <LiveAfterPaint ready={first.status !== "loading"}>
        <LiveBook id={id} onChange={setLive} />
      </LiveAfterPaint>
    </>
  );
}
