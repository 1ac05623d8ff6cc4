/** 'Recommended for you' shows the books at positions 8 to 27 of the catalogue's list order. */
export const RECOMMENDED_FIRST = 8;
export const RECOMMENDED_LAST = 27;

/** The id of the catalogue document that says where Recommended starts. */
export const RECOMMENDED_START_ID = "recommended-start";

/**
 * catalogue/recommended-start: the book just before position RECOMMENDED_FIRST (null while the
 * catalogue is shorter), so the home page reads only the books it shows. Every writer of books
 * keeps it: the API, the seed and the bench (refreshRecommendedStart).
 */
export interface RecommendedStart<TTimestamp> {
  after: ListPosition<TTimestamp> | null;
}

/** A book's place in the list order (newest first, then by id): a query cursor. */
export interface ListPosition<TTimestamp> {
  createdAt: TTimestamp;
  bookId: string;
}
