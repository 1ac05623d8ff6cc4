import { Spinner } from "@/components/ui/spinner";
import { MESSAGES } from "@shared/messages.ts";

import { useBookView } from "../api/book-view";

import { BookDetails } from "./book-details";

/** One book: painted from the API's answer, then kept live from Firestore (see book-view.ts). */
export function BookPage({ id }: { id: string }) {
  const state = useBookView(id);
  return (
    <>
      {state.status === "loading" && <Spinner label="Loading book" />}
      {state.status === "success" && <BookDetails book={state.book} />}
      {(state.status === "missing" || state.status === "error") && (
        <p role="alert" className="py-16 text-center text-lg text-red-700">
          {MESSAGES.bookLoadFailed}
        </p>
      )}
    </>
  );
}
