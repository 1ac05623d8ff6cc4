import { isDocumentId } from "../core/document-id.ts";

/**
 * Reviews and ratings, zod-free: the book page and the card read these types and limits, and
 * the request schemas (review-input.ts) load zod only where a form or the API checks a body.
 */

export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  title: 120,
  text: 2000,
  /** Reviews on one page of a book's list. */
  perPage: 10,
  /** The most a page of a book's list may ask for. */
  maxPerPage: 50,
} as const;

export const REVIEW_MESSAGES = {
  ratingRequired: "Please choose a rating from 1 to 5 stars.",
  ratingInvalid: "The rating must be a whole number of stars from 1 to 5.",
  titleRequired: "Please give your review a title.",
  titleNotText: "The title must be text.",
  titleTooLong: `The title can be at most ${REVIEW_LIMITS.title} characters.`,
  textRequired: "Please write your review.",
  textNotText: "The review must be text.",
  textTooLong: `The review can be at most ${REVIEW_LIMITS.text} characters.`,
  hiddenNotBoolean: "hidden must be true or false.",
  notBuyer: "Only customers with a delivered order of this book can review it.",
  alreadyReviewed: "You have already reviewed this book. Edit your review instead.",
  noReview: "You have not reviewed this book.",
  reviewNotFound: "Review not found",
  deleted: "Your review is deleted.",
  changedMeanwhile: "The review changed while this was being saved. Reload it and try again.",
  invalidReviewId: "Invalid review id",
  sortInvalid: 'sort must be "newest" or "helpful".',
  helpfulOwnReview: "You cannot mark your own review helpful.",
  underReview:
    "Your review is under review: an admin has hidden it, so it is not shown in the shop or counted in the book's rating for now.",
} as const;

/** The orders of a book's review list: newest first, or most helpful first (then newest). */
export const REVIEW_SORTS = ["newest", "helpful"] as const;

export type ReviewSort = (typeof REVIEW_SORTS)[number];

/**
 * A review as stored in Firestore (reviews/<uid>_<book id>: the id stays on the server, since it
 * names its author's account); only the API writes it.
 */
export interface ReviewDocument<TTimestamp> {
  bookId: string;
  uid: string;
  /**
   * The id the API shows and takes for the review (its `_id`): a random part, "_" and the book's
   * id, made when the review is written, so it neither names the author nor links their reviews.
   * A review deleted and written again gets a new one.
   */
  publicId: string;
  /** The name shown with the review, taken from the account when it is written. */
  authorName: string;
  rating: number;
  title: string;
  text: string;
  /** Hidden by an admin: out of the shop's list and out of the book's average. */
  hidden: boolean;
  /**
   * How many customers marked the review helpful: one vote document each (helpfulVotes). Every
   * review has it, 0 at first, since a list ordered by it leaves out documents without it.
   */
  helpfulCount: number;
  createdAt: TTimestamp;
  updatedAt: TTimestamp;
  hiddenAt?: TTimestamp;
}

/**
 * An admin's hiding of one customer's review of one book (reviewModeration/<uid>_<book id>),
 * kept apart from the review so that it outlives it: a review its author deletes and writes again
 * is stored hidden while the record exists. Showing the review again deletes it. Only the API
 * writes it.
 */
export interface ReviewModerationDocument<TTimestamp> {
  uid: string;
  bookId: string;
  hiddenAt: TTimestamp;
}

/**
 * One customer's helpful vote on one review (reviews/<review id>/helpfulVotes/<uid>); only the
 * API writes it, in the transaction that adds it to the review's helpfulCount.
 */
export interface HelpfulVoteDocument<TTimestamp> {
  uid: string;
  /** The review's public id (ReviewDocument.publicId), never the document's. */
  reviewId: string;
  bookId: string;
  createdAt: TTimestamp;
}

/**
 * The review's document id: one review per customer per book, so it names both (uids hold no
 * "_"). It names the author's account, so the API never shows it (the public id stands for it).
 */
export function reviewDocumentId(uid: string, bookId: string): string {
  return `${uid}_${bookId}`;
}

/**
 * The shape of a review's public id: a random part of letters and digits, "_", its book's id.
 * Document ids have the same shape, and are never taken for public ones.
 */
export function isReviewId(value: string): boolean {
  const separator = value.indexOf("_");
  if (separator < 1 || separator > 128) return false;
  return (
    /^[A-Za-z0-9]+$/.test(value.slice(0, separator)) && isDocumentId(value.slice(separator + 1))
  );
}

/** The part of both SDKs' Timestamp classes this module needs. */
interface TimestampLike {
  toDate(): Date;
}

/** A stored review as the shop shows it (reviews-api.ts's Review; route() checks it). */
export function reviewFromDocument(data: ReviewDocument<TimestampLike>) {
  return {
    _id: data.publicId,
    bookId: data.bookId,
    authorName: data.authorName,
    rating: data.rating,
    title: data.title,
    text: data.text,
    helpfulCount: data.helpfulCount,
    createdAt: data.createdAt.toDate().toISOString(),
    updatedAt: data.updatedAt.toDate().toISOString(),
  };
}

/** The review as its author sees it: told when an admin has hidden it. */
export function ownReviewFromDocument(data: ReviewDocument<TimestampLike>) {
  const review = reviewFromDocument(data);
  return data.hidden ? { ...review, notice: REVIEW_MESSAGES.underReview } : review;
}

export function adminReviewFromDocument(data: ReviewDocument<TimestampLike>) {
  return { ...reviewFromDocument(data), hidden: data.hidden };
}

/** A book's rolled-up rating: the average of its shown reviews, and how many there are. */
export interface BookRating {
  ratingCount: number;
  /** 0 when the book has no shown review. */
  ratingAverage: number;
}

/** The average of `count` ratings summing to `sum`, to two decimals; 0 for none. */
export function ratingAverage(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 100) / 100;
}

/** The name a review shows: the account's display name, never its e-mail address. */
export function reviewAuthorName(displayName: string | null | undefined): string {
  const name = displayName?.trim() ?? "";
  return name === "" ? "A customer" : name.slice(0, 100);
}
