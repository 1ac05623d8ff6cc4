import { onDocumentWritten } from "firebase-functions/v2/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import type { WrittenBook } from "./books/book-write-plan.ts";
import { completeBookWrite } from "./books/complete-book-write.ts";
import { db } from "./lib/firebase.ts";
import { FUNCTION_SETTINGS } from "./lib/function-settings.ts";
import { changesSearch, requestSearchRebuildAfterWrite } from "./lib/search/search-rebuild.ts";
import { configuredStoreOrigin } from "./lib/store-origin.ts";
import { followPublicationMove, publicationMoved } from "./publication-move.ts";

/**
 * Every write to books/<id> ends with the store whole, whichever door it came through: an
 * admin's client writing under the rules gets what the API's create, edit and delete would have
 * kept (shards, search terms, ratings, cover, Recommended's start, clean-up). The API's own
 * writes and the stock roll-up are recognised from the event and cost nothing. A write that
 * changes what the search finds asks for a search index rebuild, and one that moves a publication
 * day carries the move into the book's pre-orders and alerts, whichever door it came through.
 */
export const completeBookWrites = onDocumentWritten(
  {
    ...FUNCTION_SETTINGS.completeBookWrites,
    document: `${COLLECTIONS.books}/{bookId}`,
    // A retry is safe: each step reads before it writes, and a moved day's mail commits with it.
    retry: true,
  },
  async (event) => {
    const before = event.data?.before.data() as WrittenBook | undefined;
    const after = event.data?.after.data() as WrittenBook | undefined;
    await Promise.all([
      completeBookWrite(db, event.params.bookId, before, after),
      changesSearch(before, after) ? requestSearchRebuildAfterWrite(db) : undefined,
      publicationMoved(before, after)
        ? followPublicationMove(
            db,
            { id: event.params.bookId, publishedOn: after.publishedOn },
            new Date(),
            configuredStoreOrigin(),
          )
        : undefined,
    ]);
  },
);
