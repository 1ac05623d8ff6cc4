import { onDocumentWritten } from "firebase-functions/v2/firestore";

import { db } from "../lib/firebase.ts";
import { FUNCTION_SETTINGS } from "../lib/function-settings.ts";
import { COLLECTIONS } from "../shared/collections.ts";

import type { WrittenBook } from "./book-write-plan.ts";
import { completeBookWrite } from "./complete-book-write.ts";

/**
 * Every write to books/<id> ends with the store whole, whichever door it came through: an
 * admin's client writing under the rules gets what the API's create, edit and delete would have
 * kept (shards, search terms, cover, Recommended's start, clean-up). The API's own writes and
 * the stock roll-up are recognised from the event and cost nothing.
 */
export const completeBookWrites = onDocumentWritten(
  {
    ...FUNCTION_SETTINGS.completeBookWrites,
    document: `${COLLECTIONS.books}/{bookId}`,
    // A retry is safe: each step reads before it writes.
    retry: true,
  },
  (event) =>
    completeBookWrite(
      db,
      event.params.bookId,
      event.data?.before.data() as WrittenBook | undefined,
      event.data?.after.data() as WrittenBook | undefined,
    ),
);
