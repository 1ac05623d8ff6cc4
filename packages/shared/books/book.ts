import { isDocumentId } from "../core/document-id.ts";

import type { Category } from "./categories.ts";

/** The fields an admin edits. */
export interface BookFields {
  title: string;
  /** May be empty: screens show 'admin' then. */
  author: string;
  description: string;
  category: Category;
  /** A file name in the cover store, or an absolute URL. */
  coverImage: string;
  newPrice: number;
  oldPrice: number;
  trending: boolean;
  /** ISBN-13 digits; absent when the store does not know it. */
  isbn?: string;
  /** The publication day, YYYY-MM-DD (publication.ts); absent for a book that is out. */
  publishedOn?: string;
}

/** A book's ratings, rolled up from its shown reviews (docs/reviews.md). */
export interface BookRatingFields {
  /** Shown reviews; 0 before the first. */
  ratingCount: number;
  /** The sum of their stars: the average is ratingSum / ratingCount. */
  ratingSum: number;
  /** ratingAverage(ratingSum, ratingCount), stored so the catalogue can sort by it; 0 for none. */
  ratingAverage: number;
}

const RATING_FIELDS = ["ratingCount", "ratingSum", "ratingAverage"] as const;

/**
 * The ratings of a book without shown reviews, as the roll-up writes them. Every book carries
 * them from its creation: a query ordered by a field leaves out the documents without it, and
 * the catalogue's top-rated sort orders by ratingAverage and ratingCount.
 */
export const NO_RATINGS: Readonly<BookRatingFields> = {
  ratingCount: 0,
  ratingSum: 0,
  ratingAverage: 0,
};

/**
 * The rating fields a book lacks, each as NO_RATINGS gives it; {} when it has them all. The
 * roll-up writes the three together, so a book lacks all of them or none.
 */
export function missingRatingFields(book: Partial<BookRatingFields>): Partial<BookRatingFields> {
  const missing: Partial<BookRatingFields> = {};
  for (const field of RATING_FIELDS) {
    if (typeof book[field] !== "number") missing[field] = NO_RATINGS[field];
  }
  return missing;
}

/** A book as stored in Firestore; `TTimestamp` is the SDK's Timestamp class. */
export interface BookDocument<TTimestamp> extends BookFields, BookRatingFields {
  createdAt: TTimestamp;
  updatedAt: TTimestamp;
  /** Units sold: the sum of the book's stock shards, rolled up; Top Sellers order by it. */
  sold: number;
  /** Copies the store has: the sum of the book's stock shards, rolled up (see stock.ts). */
  stock: number;
  /** oldPrice > newPrice, stored so the catalogue can filter on it (rules check it). */
  onSale: boolean;
  /** bookSearchTerms(title, author): lets the store search its catalogue with a bounded query. */
  searchTerms: string[];
  /**
   * A random id given to the book when it is created, never changed: a book deleted and created
   * again under the same id (an import's `isbn-…` and `ta-…` ids are derived from the book) gets a
   * new one, so an order tells the book it took copies from apart from a later one. Absent only
   * on a book an admin's client has just created (the completeBookWrites trigger adds it) or one
   * stored before generations (migration 0008).
   */
  generation?: string;
}

export const BOOK_AUTHOR_FALLBACK = "admin";

export function displayAuthor(author: string): string {
  return author.trim() === "" ? BOOK_AUTHOR_FALLBACK : author;
}

export const BOOK_DESCRIPTION_PREVIEW_LENGTH = 80;

export function previewDescription(description: string): string {
  return description.length > BOOK_DESCRIPTION_PREVIEW_LENGTH
    ? `${description.slice(0, BOOK_DESCRIPTION_PREVIEW_LENGTH)}...`
    : description;
}

/** The part of both SDKs' Timestamp classes this module needs. */
export interface TimestampLike {
  toDate(): Date;
}

/** The rolled-up fields an admin's client may leave out of a new book (the rules allow it). */
type RolledUpFields = BookRatingFields & Pick<BookDocument<unknown>, "sold" | "stock">;

/**
 * A book as a reader may find it: an admin's client writes a new book without its ratings, and
 * may leave out its sales and copies; the completeBookWrites trigger adds them a moment later.
 * Meanwhile it reads as a book without reviews, sales or copies.
 */
export type BookAsRead<TTimestamp> = Omit<BookDocument<TTimestamp>, keyof RolledUpFields> &
  Partial<RolledUpFields>;

/** A stored book as the API sends it (books-api.ts's Book; route() checks it). */
export function bookFromDocument(id: string, data: BookAsRead<TimestampLike>) {
  return {
    _id: id,
    title: data.title,
    author: data.author,
    description: data.description,
    category: data.category,
    coverImage: data.coverImage,
    newPrice: data.newPrice,
    oldPrice: data.oldPrice,
    trending: data.trending,
    ...(data.isbn ? { isbn: data.isbn } : {}),
    ...(data.publishedOn ? { publishedOn: data.publishedOn } : {}),
    sold: data.sold ?? 0,
    stock: data.stock ?? 0,
    ratingCount: data.ratingCount ?? 0,
    ratingAverage: data.ratingAverage ?? 0,
    createdAt: data.createdAt.toDate().toISOString(),
    updatedAt: data.updatedAt.toDate().toISOString(),
  };
}

/** Whether a book's stored prices put it on sale: the value of its `onSale` field. */
export function isOnSale(prices: { oldPrice: number; newPrice: number }): boolean {
  return prices.oldPrice > prices.newPrice;
}

/** Book ids are Firestore document ids; the store only makes these characters. */
export function isBookId(value: string): boolean {
  return isDocumentId(value);
}
