import { FieldValue, Timestamp } from "firebase-admin/firestore";

import {
  adminReviewFromDocument,
  isReviewId,
  REVIEW_MESSAGES,
} from "@bookstore/shared/reviews/review.ts";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

import { HttpError } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import { reviewModerationCollection } from "../lib/collections/review-moderation.ts";
import { reviewByPublicId } from "../lib/collections/reviews.ts";
import { db } from "../lib/firebase.ts";

import { commitUnchangedReview } from "./update-unchanged-review.ts";

/**
 * PATCH /api/admin/reviews/:id {hidden}: an admin session hides a review, named by its public id
 * (it leaves the shop's list and, at the next roll-up, the book's average) or shows it again. 404
 * for an unknown id; 409 when the review changed between the read and the write. Hiding also
 * keeps a moderation record for the author and the book, in the same commit, which outlives the
 * review: written again after its author deletes it, the review is stored hidden. Showing it
 * again deletes the record.
 */
export const setReviewHidden = route(
  API.setReviewHidden,
  async ({ params: { id }, body: { hidden } }) => {
    if (!isReviewId(id)) throw new HttpError(404, REVIEW_MESSAGES.reviewNotFound);
    const stored = await reviewByPublicId(db, id);
    const data = stored?.data();
    if (!stored || !data) throw new HttpError(404, REVIEW_MESSAGES.reviewNotFound);
    if (data.hidden !== hidden) {
      const hiddenAt = Timestamp.now();
      const moderation = reviewModerationCollection(db).doc(stored.id);
      await commitUnchangedReview((batch) => {
        if (hidden) {
          batch.update(stored.ref, { hidden, hiddenAt }, { lastUpdateTime: stored.updateTime });
          batch.set(moderation, { uid: data.uid, bookId: data.bookId, hiddenAt });
        } else {
          batch.update(
            stored.ref,
            { hidden, hiddenAt: FieldValue.delete() },
            { lastUpdateTime: stored.updateTime },
          );
          batch.delete(moderation);
        }
      });
    }
    return adminReviewFromDocument({ ...data, hidden });
  },
);
