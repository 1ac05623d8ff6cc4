import { Timestamp } from "firebase-admin/firestore";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import {
  ownReviewFromDocument,
  REVIEW_MESSAGES,
  reviewAuthorName,
  reviewDocumentId,
} from "@bookstore/shared/reviews/review.ts";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

import { signedInCaller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, route } from "../http/route.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { reviewModerationCollection } from "../lib/collections/review-moderation.ts";
import {
  newPublicReviewId,
  reviewsCollection,
  type StoredReview,
} from "../lib/collections/reviews.ts";
import { hasDeliveredOrder } from "../lib/delivered-orders.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";

/**
 * POST /api/books/:id/reviews {rating, title, text}: the signed-in customer's review of a book
 * they have a delivered order of. 201 with the Review; 403 without such an order; 409 when they
 * have reviewed the book already (the review's id is theirs and the book's, so two requests at
 * once store one); 429 past the review writes' limit. Nothing is written on a refusal. A review
 * an admin hid stays hidden when its author deletes it and writes it again: while the book's
 * moderation record for the author exists, the new review is stored hidden, and the answer tells
 * the author it is under review.
 */
export const createReview = route(
  API.createReview,
  async ({ params: { id: bookId }, body: input, res }) => {
    const caller = signedInCaller(res);
    const id = reviewDocumentId(caller.uid, bookId);
    const ref = reviewsCollection(db).doc(id);
    const [book, existing, moderation] = await Promise.all([
      booksCollection(db).doc(bookId).get(),
      ref.get(),
      reviewModerationCollection(db).doc(id).get(),
    ]);
    if (!book.exists) throw new HttpError(404, MESSAGES.bookNotFound);
    if (existing.exists) throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
    if (!(await hasDeliveredOrder(caller.uid, bookId))) {
      throw new HttpError(403, REVIEW_MESSAGES.notBuyer);
    }
    const now = Timestamp.now();
    const hiddenAt = moderation.data()?.hiddenAt;
    const review: StoredReview = {
      bookId,
      uid: caller.uid,
      publicId: newPublicReviewId(db, bookId),
      authorName: reviewAuthorName(typeof caller.name === "string" ? caller.name : undefined),
      ...input,
      hidden: hiddenAt !== undefined,
      helpfulCount: 0,
      createdAt: now,
      updatedAt: now,
      ...(hiddenAt === undefined ? {} : { hiddenAt }),
    };
    try {
      await ref.create(review);
    } catch (error) {
      if (firestoreErrorCode(error) === FIRESTORE_CODES.alreadyExists) {
        throw new HttpError(409, REVIEW_MESSAGES.alreadyReviewed);
      }
      throw error;
    }
    return answer(API.createReview, 201, ownReviewFromDocument(review));
  },
);
