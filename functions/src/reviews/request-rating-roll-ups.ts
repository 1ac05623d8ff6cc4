import { onDocumentWritten } from "firebase-functions/v2/firestore";

import { db } from "../lib/firebase.ts";
import { FUNCTION_SETTINGS } from "../lib/function-settings.ts";
import { requestRatingRollUp } from "../lib/rating-rollups.ts";
import { COLLECTIONS } from "../shared/collections.ts";

/**
 * Every write to a review (a create, an edit, a delete, an admin hiding it, an account's
 * deletion) asks for its book's rating roll-up, whichever code wrote it. A retry is safe: a
 * second request claims or marks a roll-up that counts the reviews afresh.
 */
export const requestRatingRollUps = onDocumentWritten(
  {
    ...FUNCTION_SETTINGS.requestRatingRollUps,
    document: `${COLLECTIONS.reviews}/{reviewId}`,
    retry: true,
  },
  async (event) => {
    const written: unknown = (event.data?.after.data() ?? event.data?.before.data())?.bookId;
    if (typeof written === "string") await requestRatingRollUp(db, written);
  },
);
