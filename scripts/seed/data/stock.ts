import { SEED_BOOKS } from "./books.ts";

/** Seeded books with no copies left: older titles, so they never lead the newest list. */
export const SOLD_OUT_BOOK_IDS: readonly string[] = [
  "the-unfinished-symphony-of-clara-dunmore",
  "the-saltwater-library",
  "type-systems-for-working-programmers",
];

/** Seeded books down to their last copies. */
export const LAST_COPIES: Readonly<Record<string, number>> = {
  "negotiating-in-a-low-voice": 2,
  "interest-has-teeth-understanding-debt-before-it-bites": 3,
  "the-art-of-the-second-attempt": 1,
  "data-you-dont-keep-privacy-minded-engineering": 2,
};

/** The copies the seed gives a book: most a shelf's worth (20-59), a few the last ones, a few none. */
export function seededStock(bookId: string): number {
  if (SOLD_OUT_BOOK_IDS.includes(bookId)) return 0;
  const last = LAST_COPIES[bookId];
  if (last !== undefined) return last;
  const index = SEED_BOOKS.findIndex((book) => book.id === bookId);
  return 20 + ((Math.max(index, 0) * 13) % 40);
}
