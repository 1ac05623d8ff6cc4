import { useLocation, useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { showToast } from "@/lib/dialogs";

import { useSavedBooks } from "../hooks/use-saved-books";
import { storePendingSave } from "../utils/pending-save";

import { HeartIcon } from "./heart-icon";
import { SAVED_MESSAGES } from "./saved-messages";
import { showSaveFailure } from "./show-save-failure";

interface SaveBookButtonProps {
  bookId: string;
  title: string;
  /** The book's price now: the shelf later tells when it has dropped below it. */
  price: number;
}

async function toggleSaved(uid: string, bookId: string, price: number, saved: boolean) {
  const { saveBook, unsaveBook, SavedLimitReached } = await import("../api/save-book");
  if (saved) {
    await unsaveBook(uid, bookId).catch(() =>
      showToast(SAVED_MESSAGES.unsaveFailed, "error", 3000),
    );
  } else {
    await saveBook(uid, bookId, price).catch((error: unknown) =>
      showSaveFailure(error instanceof SavedLimitReached),
    );
  }
}

/**
 * A toggle (aria-pressed) named after the book, so a screen reader tells one card's heart from
 * the next. Signed out, it keeps the book to save and sends the shopper to sign in; the login
 * page brings them back here, and SavedBooksProvider saves the book.
 */
export function SaveBookButton({ bookId, title, price }: SaveBookButtonProps) {
  const savedBooks = useSavedBooks();
  const location = useLocation();
  const navigate = useNavigate();
  if (savedBooks.status === "unavailable") return null;

  const saved = savedBooks.status === "ready" && savedBooks.ids.has(bookId);
  const onClick = () => {
    if (savedBooks.status === "ready") {
      void toggleSaved(savedBooks.uid, bookId, price, saved);
    } else if (savedBooks.status === "signed-out") {
      storePendingSave({ bookId, price });
      void navigate(paths.login, { state: { from: location } });
    }
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`${SAVED_MESSAGES.button} ${title}`}
      disabled={savedBooks.status === "loading"}
      onClick={onClick}
      className="inline-flex items-center justify-center gap-1 rounded-md border border-rose-700 px-3 py-2 text-sm font-semibold text-rose-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-wait disabled:opacity-60 aria-pressed:bg-rose-50"
    >
      <HeartIcon filled={saved} />
      {SAVED_MESSAGES.button}
    </button>
  );
}
