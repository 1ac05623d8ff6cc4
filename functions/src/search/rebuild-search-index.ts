import { onDocumentWritten } from "firebase-functions/v2/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { SEARCH_INDEX_DOCS } from "@bookstore/shared/search/search-index.ts";

import { db } from "../lib/firebase.ts";
import { FUNCTION_SETTINGS } from "../lib/function-settings.ts";
import { rebuildSearchIndex as rebuild } from "../lib/search/search-rebuild.ts";
import { snapshotStoreFor } from "../lib/search/snapshot-store.ts";

const store = snapshotStoreFor(process.env, db);

/**
 * A claimed rebuild (searchIndex/state with `pending`, written by requestSearchRebuild after a
 * book write) runs when due: however many books change meanwhile, one rebuild per interval.
 */
export const rebuildSearchIndex = onDocumentWritten(
  {
    ...FUNCTION_SETTINGS.rebuildSearchIndex,
    document: `${COLLECTIONS.searchIndex}/${SEARCH_INDEX_DOCS.state}`,
  },
  () => rebuild(db, store),
);
