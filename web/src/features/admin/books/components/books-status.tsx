import { Spinner } from "@/components/ui/spinner";

import { ADMIN_TEXT } from "../../shared/utils/admin-messages";

/** Manage Books while a list loads. */
export function BooksLoading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner label="Loading the books" />
    </div>
  );
}

/** Manage Books when a list could not load. */
export function BooksFailed() {
  return (
    <p role="alert" className="px-4 py-6 text-red-800">
      {ADMIN_TEXT.booksLoadFailed}
    </p>
  );
}
