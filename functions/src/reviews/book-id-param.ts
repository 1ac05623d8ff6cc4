import { HttpError } from "../http/http-error.ts";
import { isBookId } from "../shared/book.ts";
import { MESSAGES } from "../shared/messages.ts";

/** The `:id` of a book's review address; 400 for what no book id can be, as GET /api/books/:id. */
export function bookIdParam(id: string): string {
  if (!isBookId(id)) throw new HttpError(400, MESSAGES.invalidBookId);
  return id;
}
