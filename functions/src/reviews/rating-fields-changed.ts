/** The fields of a review its book's rating roll-up counts. */
interface RatedFields {
  bookId?: unknown;
  rating?: unknown;
  hidden?: unknown;
}

/**
 * Whether a review's write can change its book's rating: a create, a delete, or a change of its
 * book, stars or visibility. A helpful vote (helpfulCount) or an edit of the words alone cannot,
 * so it asks for no roll-up.
 */
export function ratingFieldsChanged(
  before: RatedFields | undefined,
  after: RatedFields | undefined,
): boolean {
  if (before === undefined || after === undefined) return true;
  return (
    before.bookId !== after.bookId ||
    before.rating !== after.rating ||
    before.hidden !== after.hidden
  );
}
