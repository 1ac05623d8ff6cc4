import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/api-client";
import { showTimedDialog } from "@/lib/dialogs";
import type { ValidBookInput } from "@bookstore/shared/books/book-input.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { ADMIN_DIALOG_MS, ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { invalidateBooks, useAdminBook } from "../api/admin-books";
import { bookFormValues, editedBookInput } from "../utils/book-form";

import { BookForm } from "./book-form";

function showUpdateFailed() {
  void showTimedDialog(
    "error",
    ADMIN_TEXT.updateFailedTitle,
    ADMIN_TEXT.updateFailedText,
    ADMIN_DIALOG_MS.updateFailed,
  );
}

/**
 * /dashboard/edit-book/:id: the book's fields pre-filled; PUT /api/books/edit/:id, then
 * 'Book Updated' and the book is fetched again. An empty cover keeps the stored one, and an
 * unchanged stock is not sent.
 */
export function EditBook({ id }: { id: string }) {
  const user = useAdminUser();
  const queryClient = useQueryClient();
  const book = useAdminBook(id);

  const save = async (input: ValidBookInput) => {
    try {
      await apiRequest(API.editBook, { params: { id }, session: user, body: input });
    } catch (error) {
      console.error("Failed to update book", error);
      showUpdateFailed();
      return false;
    }
    await invalidateBooks(queryClient);
    return true;
  };

  let body;
  if (book.data === undefined) {
    body = book.isError ? (
      <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
        {ADMIN_TEXT.bookLoadFailed}
      </p>
    ) : (
      <div className="flex justify-center py-12">
        <Spinner label="Loading the book" />
      </div>
    );
  } else {
    body = (
      <EditBookForm
        // A refetched book starts the form again from what is stored now.
        key={`${book.data._id}-${book.data.updatedAt}`}
        book={book.data}
        onSave={save}
      />
    );
  }

  return (
    <section aria-labelledby="edit-book-heading" className="flex flex-col gap-4">
      <h2 id="edit-book-heading" className="text-xl font-semibold">
        Update Book
      </h2>
      {body}
    </section>
  );
}

interface EditBookFormProps {
  book: Book;
  onSave: (input: ValidBookInput) => Promise<boolean>;
}

/** The form as the book was when it opened: its stock is what "unchanged" means on save. */
function EditBookForm({ book, onSave }: EditBookFormProps) {
  const [loaded] = useState(() => bookFormValues(book));
  return (
    <BookForm
      name="Update Book"
      initial={loaded}
      coverText
      submitLabel="Update Book"
      busyLabel="Updating.."
      onSave={(input) => onSave(editedBookInput(input, loaded.stock))}
      onSaved={() =>
        showTimedDialog(
          "success",
          ADMIN_TEXT.bookUpdatedTitle,
          ADMIN_TEXT.bookUploadedText,
          ADMIN_DIALOG_MS.success,
        )
      }
      onUploadFailed={showUpdateFailed}
      resetAfterSave={false}
    />
  );
}
