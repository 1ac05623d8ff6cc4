import type { RequestHandler } from "express";
import { z } from "zod";

import { readPage, setNextCursor } from "../http/cursor-page.ts";
import { HttpError } from "../http/http-error.ts";
import { sendList } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";
import { db } from "../lib/firebase.ts";
import { pageQueryShape } from "../shared/api/page-query.ts";
import * as API from "../shared/api/reviews.ts";
import { MESSAGES } from "../shared/messages.ts";
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_SORTS,
  reviewFromDocument,
} from "../shared/review.ts";

import { bookIdParam } from "./book-id-param.ts";
import { PUBLIC_REVIEW_CURSOR } from "./public-review-cursor.ts";

const CURSOR_ERROR = "unknown review of this book";

const listQuerySchema = z.strictObject({
  ...pageQueryShape(
    { default: REVIEW_LIMITS.perPage, max: REVIEW_LIMITS.maxPerPage },
    CURSOR_ERROR,
  ),
  sort: z.enum(REVIEW_SORTS, { error: REVIEW_MESSAGES.sortInvalid }).default("newest"),
});

/**
 * GET /api/books/:id/reviews?sort=&limit=&after=: the book's shown reviews, a page at a time
 * (X-Next-Cursor names the next page's `after`, a review's public id). `sort=newest` (the default) lists the newest
 * first; `sort=helpful` the most helpful first, then the newest, then by id (Firestore's
 * implicit last order, descending like the one before it). The `after` review's current values
 * place the next page, so a count that changes between pages may move a review across them.
 * Hidden reviews are never listed; 404 for an unknown book.
 */
export const listBookReviews: RequestHandler<{ id: string }> = async (req, res) => {
  const bookId = bookIdParam(req.params.id);
  const { limit, after, sort } = parseOrThrow(listQuerySchema, req.query);
  if (!(await booksCollection(db).doc(bookId).get()).exists) {
    throw new HttpError(404, MESSAGES.bookNotFound);
  }
  const reviews = reviewsCollection(db);
  const shown = reviews.where("bookId", "==", bookId).where("hidden", "==", false);
  const ordered =
    sort === "helpful"
      ? shown.orderBy("helpfulCount", "desc").orderBy("createdAt", "desc")
      : shown.orderBy("createdAt", "desc");
  const page = await readPage({
    query: ordered,
    collection: reviews,
    limit,
    after,
    cursorError: CURSOR_ERROR,
    isCursor: (review) => review.bookId === bookId && !review.hidden,
    cursorIds: PUBLIC_REVIEW_CURSOR,
  });
  setNextCursor(res, page);
  sendList(
    res.set("Cache-Control", "no-cache"),
    API.listBookReviews,
    page.docs.map((doc) => reviewFromDocument(doc.data())),
  );
};
