import { confirmDialog, showTimedDialog } from "@/lib/dialogs";
import type { Book } from "@bookstore/shared/books/books-api.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { ADMIN_DIALOG_MS, ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { useDeleteBook } from "../api/admin-books";

/** Delete asks first, then 'Book deleted!' (2 s) and the lists refetch; a failure says so (3 s). */
export function DeleteBookButton({ book }: { book: Pick<Book, "_id" | "title"> }) {
  const user = useAdminUser();
  const remove = useDeleteBook(user);

  const onClick = async () => {
    const confirmed = await confirmDialog({
      icon: "warning",
      title: "Delete this book?",
      text: `“${book.title}” will be removed from the store. You won't be able to revert this!`,
      confirmButtonText: "Yes, delete it!",
      cancelButtonText: "Cancel",
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(book._id);
      await showTimedDialog("success", ADMIN_TEXT.bookDeleted, undefined, ADMIN_DIALOG_MS.success);
    } catch (error) {
      console.error("Failed to delete book", error);
      await showTimedDialog(
        "error",
        ADMIN_TEXT.deleteFailedTitle,
        ADMIN_TEXT.tryAgain,
        ADMIN_DIALOG_MS.deleteFailed,
      );
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={remove.isPending}
      aria-label={`Delete ${book.title}`}
      className="rounded-md bg-red-700 px-3 py-1 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
    >
      Delete
    </button>
  );
}
