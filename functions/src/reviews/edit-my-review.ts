import { Timestamp } from "firebase-admin/firestore";

import {
  ownReviewFromDocument,
  REVIEW_MESSAGES,
  reviewDocumentId,
} from "@bookstore/shared/reviews/review.ts";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

import { signedInCaller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";
import { db } from "../lib/firebase.ts";

import { updateUnchangedReview } from "./update-unchanged-review.ts";

/**
 * PUT /api/books/:id/reviews/mine {rating, title, text}: the author changes their review. 200
 * with the Review; 404 when they have none of the book; 409 when it changed (an admin's hide,
 * the author's delete) between the read and the write. A review an admin hid stays hidden, and the
 * answer tells its author it is under review.
 */
export const editMyReview = route(
  API.editMyReview,
  async ({ params: { id: bookId }, body: input, res }) => {
    const caller = signedInCaller(res);
    const ref = reviewsCollection(db).doc(reviewDocumentId(caller.uid, bookId));
    const stored = await ref.get();
    const data = stored.data();
    if (!data) throw new HttpError(404, REVIEW_MESSAGES.noReview);
    const updatedAt = Timestamp.now();
    await updateUnchangedReview(ref, { ...input, updatedAt }, stored.updateTime);
    return ownReviewFromDocument({ ...data, ...input, updatedAt });
  },
);
