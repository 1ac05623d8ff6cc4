import { coverStore } from "../covers/cover-store.ts";
import { HttpError } from "../http/http-error.ts";
import { BOOK_MESSAGES } from "../shared/book-input.ts";

/** A 400 unless a cover file name names a stored cover; URLs and "" (no cover sent) pass. */
export async function assertStoredCover(coverImage: string): Promise<void> {
  if (coverImage === "" || coverImage.startsWith("https://")) return;
  if (!(await coverStore.exists(coverImage))) {
    throw new HttpError(400, `coverImage: ${BOOK_MESSAGES.coverMissing}`);
  }
}
