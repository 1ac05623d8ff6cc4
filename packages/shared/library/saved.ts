import { z } from "zod/mini";

import { isDocumentId } from "../core/document-id.ts";

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

/**
 * The most books one customer keeps saved. firestore.rules hold the same figure: a save past it
 * is refused, so one account cannot grow its list without bound.
 */
export const SAVED_BOOKS_MAX = 500;

/**
 * customers/<uid>/counters/saved: how many books the customer has saved, kept in step by their
 * own client in the same write as each save (one up) and un-save (one down), with the book that
 * write saved or un-saved; the rules check both against the saves themselves.
 */
export interface SavedCountDocument {
  count: number;
  bookId: string;
}

/** The counter's id in customers/<uid>/counters. */
export const SAVED_COUNT_ID = "saved";

export const SAVED_LIMIT_MESSAGE = `You can keep up to ${SAVED_BOOKS_MAX} books in Saved. Remove one to save another.`;

/** The shelf's page: each page reads this many saves and, by id, their books (≤ 30, `in`'s limit). */
export const SAVED_PAGE_SIZE = 12;

/** How many saved ids the Save buttons follow: every save, as there are at most SAVED_BOOKS_MAX. */
export const SAVED_IDS_LIMIT = SAVED_BOOKS_MAX;

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
