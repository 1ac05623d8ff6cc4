import { useSession } from "@/session/use-session";

import { SAVED_MESSAGES } from "./saved-messages";
import { SavedShelf } from "./saved-shelf";

/**
 * My Library's Saved shelf: the signed-in customer's. Visitors are told where their saves go;
 * the page's one "Sign in" link is the ordered books' (a Save button also leads there).
 */
export function SavedBooks() {
  const session = useSession();

  if (session.status === "loading") return <p role="status">{SAVED_MESSAGES.loading}</p>;
  if (session.status !== "customer") {
    return <p>{SAVED_MESSAGES.signedOut}</p>;
  }
  return <SavedShelf user={session.user} />;
}
