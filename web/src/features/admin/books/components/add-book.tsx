import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { apiRequest } from "@/lib/api-client";
import { showDialog, showTimedDialog } from "@/lib/dialogs";
import type { ValidBookInput } from "@bookstore/shared/books/book-input.ts";
import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { ADMIN_DIALOG_MS, ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { invalidateBooks } from "../api/admin-books";
import type { IsbnFindings } from "../api/look-up-isbn";
import { EMPTY_BOOK_FORM } from "../utils/book-form";

import { BookForm, type BookFormPrefill } from "./book-form";
import { IsbnLookup } from "./isbn-lookup";

function showAddFailed() {
  void showTimedDialog(
    "error",
    ADMIN_TEXT.addFailedTitle,
    ADMIN_TEXT.tryAgain,
    ADMIN_DIALOG_MS.addFailed,
  );
}

/**
 * /dashboard/add-new-book: POST /api/books/create-book, then 'Book added' and an empty form.
 * "Fill from ISBN" fills the title, author, description and cover from Open Library first.
 */
export function AddBook() {
  const user = useAdminUser();
  const queryClient = useQueryClient();
  const [prefill, setPrefill] = useState<BookFormPrefill>();

  const fill = ({ isbn, title, author, description, cover }: IsbnFindings) => {
    setPrefill((current) => ({
      version: (current?.version ?? 0) + 1,
      values: { isbn, title, author, description },
      ...(cover === undefined ? {} : { cover }),
    }));
  };

  const save = async (input: ValidBookInput) => {
    try {
      await apiRequest(API.createBook, { session: user, body: input });
    } catch (error) {
      console.error("Failed to add book", error);
      showAddFailed();
      return false;
    }
    void invalidateBooks(queryClient);
    return true;
  };

  return (
    <section aria-labelledby="add-book-heading" className="flex flex-col gap-4">
      <h2 id="add-book-heading" className="text-xl font-semibold">
        Add New Book
      </h2>
      <IsbnLookup onFound={fill} />
      <BookForm
        name="Add New Book"
        prefill={prefill}
        initial={EMPTY_BOOK_FORM}
        coverText={false}
        submitLabel="Add Book"
        busyLabel="Adding.."
        onSave={save}
        onSaved={() =>
          showDialog(
            "success",
            ADMIN_TEXT.bookAddedTitle,
            ADMIN_TEXT.bookUploadedText,
            ADMIN_TEXT.bookAddedConfirm,
          )
        }
        onUploadFailed={showAddFailed}
        resetAfterSave
      />
    </section>
  );
}
