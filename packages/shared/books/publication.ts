/**
 * A book's publication day, written YYYY-MM-DD, is a day in UTC. Before it the book is
 * forthcoming: the shop sells it as a pre-order, from the copies it expects (the book's stock,
 * held in the same shards as every book's, so a pre-order rush cannot promise more). From that
 * day's first instant the book is out, and a book without a day always was.
 */

export const PUBLICATION_MESSAGES = {
  publishedOn: "must be a day written YYYY-MM-DD, such as 2027-03-12",
} as const;

/** The UTC day of an instant, written YYYY-MM-DD. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Whether the book is not out yet at `now`: it has a publication day, and that day is later. */
export function isForthcoming<T extends { publishedOn?: string | undefined }>(
  book: T,
  now: Date = new Date(),
): book is T & { publishedOn: string } {
  return book.publishedOn !== undefined && book.publishedOn > utcDay(now);
}
