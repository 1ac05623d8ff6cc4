import { BOOK_MESSAGES } from "@bookstore/shared/books/book-input.ts";

import { coverStore } from "../lib/cover-store.ts";
import { InvalidReference } from "../lib/domain-errors.ts";

/** InvalidReference unless a cover file name names a stored cover; URLs and "" (no cover sent) pass. */
export async function assertStoredCover(coverImage: string): Promise<void> {
  if (coverImage === "" || coverImage.startsWith("https://")) return;
  if (!(await coverStore.exists(coverImage))) {
    throw new InvalidReference(`coverImage: ${BOOK_MESSAGES.coverMissing}`);
  }
}
