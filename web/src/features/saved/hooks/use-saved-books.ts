import { createContext, useContext } from "react";

/**
 * What the Save buttons know: nobody signed in (Save asks to sign in), an admin session (no
 * customer list, so no button), the list being read, or the ids of the customer's saves.
 */
export type SavedBooks =
  | { status: "signed-out" }
  | { status: "unavailable" }
  | { status: "loading" }
  | { status: "ready"; uid: string; ids: ReadonlySet<string> };

export const SavedBooksContext = createContext<SavedBooks>({ status: "loading" });

export function useSavedBooks(): SavedBooks {
  return useContext(SavedBooksContext);
}
