import { useEffect, useMemo, useState, type ReactNode } from "react";

import { useSession } from "@/features/auth";

import { SavedBooksContext, type SavedBooks } from "../hooks/use-saved-books";
import { takePendingSave } from "../utils/pending-save";

import { showSaveFailure } from "./show-save-failure";

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
 * Follows the signed-in customer's saved ids for every Save button. Firestore loads with the
 * first signed-in session, not with the page: a signed-out visitor never loads it for Save.
 */
export function SavedBooksProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const uid = session.status === "customer" ? session.user.uid : undefined;
  const [followed, setFollowed] = useState<{ uid: string; ids: ReadonlySet<string> }>();

  useEffect(() => {
    if (uid === undefined) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import("../api/follow-saved-ids").then(({ followSavedIds }) => {
      if (ended) return;
      stop = followSavedIds(uid, {
        next: (ids) => {
          setFollowed({ uid, ids });
        },
        // Unreadable: every button shows "not saved", and pressing one tries again.
        error: () => {
          setFollowed({ uid, ids: new Set() });
        },
      });
    });
    void savePendingBook(uid);
    return () => {
      ended = true;
      stop?.();
    };
  }, [uid]);

  const value = useMemo((): SavedBooks => {
    if (session.status === "signed-out") return { status: "signed-out" };
    if (session.status === "admin") return { status: "unavailable" };
    if (session.status === "loading" || followed?.uid !== session.user.uid) {
      return { status: "loading" };
    }
    return { status: "ready", uid: followed.uid, ids: followed.ids };
  }, [session, followed]);

  return <SavedBooksContext value={value}>{children}</SavedBooksContext>;
}
