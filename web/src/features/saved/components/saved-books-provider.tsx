import { Suspense, useEffect, useMemo, useState, type ReactNode } from "react";

import { lazyNamed } from "@/lib/lazy-named";
import { useSession } from "@/session/use-session";

import { SavedBooksContext, type SavedBooks } from "../hooks/use-saved-books";
import { takePendingSave } from "../utils/pending-save";

import type { SavedIds } from "./saved-ids-reporter";
import { showSaveFailure } from "./show-save-failure";

/** reactfire and Firestore: loaded with the first signed-in customer, never with the page. */
const SavedIdsReporter = lazyNamed(
  () => import("./saved-ids-reporter"),
  (module) => module.SavedIdsReporter,
);

/** The save a shopper asked for before signing in, made once they are a signed-in customer. */
async function savePendingBook(uid: string): Promise<void> {
  const pending = takePendingSave();
  if (!pending) return;
  const { saveBook, SavedLimitReached } = await import("../api/save-book");
  await saveBook(uid, pending.bookId, pending.price).catch((error: unknown) =>
    showSaveFailure(error instanceof SavedLimitReached),
  );
}

/**
 * Tells every Save button whether its book is saved, from the customer's saves as reactfire
 * follows them (the same list the Saved shelf reads). Firestore loads with the first signed-in
 * session, not with the page: a signed-out visitor never loads it for Save.
 */
export function SavedBooksProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const customer = session.status === "customer" ? session.user : undefined;
  const uid = customer?.uid;
  const [heard, setHeard] = useState<SavedIds>();

  useEffect(() => {
    if (uid !== undefined) void savePendingBook(uid);
  }, [uid]);

  const value = useMemo((): SavedBooks => {
    if (session.status === "signed-out") return { status: "signed-out" };
    if (session.status === "admin") return { status: "unavailable" };
    if (session.status === "loading" || heard?.user !== session.user) return { status: "loading" };
    return { status: "ready", uid: heard.user.uid, ids: heard.ids };
  }, [session, heard]);

  return (
    <SavedBooksContext value={value}>
      {children}
      {customer && (
        <Suspense fallback={null}>
          <SavedIdsReporter user={customer} onIds={setHeard} />
        </Suspense>
      )}
    </SavedBooksContext>
  );
}
