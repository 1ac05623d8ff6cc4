import { onDocumentWritten } from "firebase-functions/v2/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { db } from "../lib/firebase.ts";
import { FUNCTION_SETTINGS } from "../lib/function-settings.ts";

import { rollUpBookRatings } from "./roll-up-book-ratings.ts";

/** A claimed rating roll-up (ratingRollups/<book id>, see lib/rating-rollups.ts) runs when due. */
export const rollUpRatings = onDocumentWritten(
  { ...FUNCTION_SETTINGS.rollUpRatings, document: `${COLLECTIONS.ratingRollups}/{bookId}` },
  (event) => rollUpBookRatings(db, event.params.bookId),
);
