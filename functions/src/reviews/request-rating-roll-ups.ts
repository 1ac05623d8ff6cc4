import { onDocumentWritten } from "firebase-functions/v2/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { db } from "../lib/firebase.ts";
import { FUNCTION_SETTINGS } from "../lib/function-settings.ts";
import { requestRatingRollUp } from "../lib/rating-rollups.ts";

import { deleteHelpfulVotes } from "./delete-helpful-votes.ts";
import { ratingFieldsChanged } from "./rating-fields-changed.ts";

/**
 * Every write to a review (a create, an edit, a delete, an admin hiding it, an account's
 * deletion, a helpful vote), whichever code wrote it: asks for its book's rating roll-up when the
 * write can change the rating, and deletes a deleted review's helpful votes. A retry is safe: a
 * second request claims or marks a roll-up that counts the reviews afresh, and a second deletion
 * finds only the votes left.
 */
export const requestRatingRollUps = onDocumentWritten(
  {
    ...FUNCTION_SETTINGS.requestRatingRollUps,
    document: `${COLLECTIONS.reviews}/{reviewId}`,
    retry: true,
  },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const written: unknown = (after ?? before)?.bookId;
    const work: Promise<unknown>[] = [];
    if (typeof written === "string" && ratingFieldsChanged(before, after)) {
      work.push(requestRatingRollUp(db, written));
    }
    if (before !== undefined && after === undefined) {
      work.push(deleteHelpfulVotes(db, event.params.reviewId));
    }
    await Promise.all(work);
  },
);
