import { z } from "zod/mini";

import { isDocumentId } from "./document-id.ts";

/**
 * customers/<uid>/saved/<book id>: a book the customer saved for later ("Saved" in My Library).
 * The signed-in client writes it directly; the rules let only its owner read or write it, and
 * check its shape: `bookId` is the document's id and `savedAt` the time of the write.
 */
export interface SavedBookDocument<TTimestamp> {
  bookId: string;
  savedAt: TTimestamp;
  /** The book's price (newPrice) when it was saved: the shelf tells when it has dropped since. */
  price: number;
}

/** The shelf's page: each page reads this many saves and, by id, their books (≤ 30, `in`'s limit). */
export const SAVED_PAGE_SIZE = 12;

/** How many saved ids the Save buttons follow: the newest saves, enough for any real list. */
export const SAVED_IDS_LIMIT = 500;

/** What a signed-out shopper meant to save, kept across the sign-in in sessionStorage. */
export const pendingSaveSchema = z.object({
  bookId: z.string().check(z.refine(isDocumentId)),
  price: z.number().check(z.gte(0)),
});

export type PendingSave = z.infer<typeof pendingSaveSchema>;

/** A pending save out of stored text of unknown shape; undefined when it is not one. */
export function parsePendingSave(text: string | null): PendingSave | undefined {
  if (text === null) return undefined;
  try {
    const parsed = pendingSaveSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** True when the book's price now is below the price it had when it was saved. */
export function onSaleSinceSaved(savedPrice: number, newPrice: number): boolean {
  return newPrice < savedPrice;
}

/**
 * The saved books that still exist, in the saves' order (newest saved first), each with its
 * save. A book the catalogue no longer has drops out.
 */
export function savedShelf<TSave extends { bookId: string }, TBook extends { _id: string }>(
  saves: readonly TSave[],
  books: readonly TBook[],
): { save: TSave; book: TBook }[] {
  const byId = new Map(books.map((book) => [book._id, book]));
  return saves.flatMap((save) => {
    const book = byId.get(save.bookId);
    return book ? [{ save, book }] : [];
  });
}
