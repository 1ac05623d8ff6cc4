import { db } from "../firebase.ts";

import { searchIndexCache } from "./search-index-cache.ts";
import { snapshotStoreFor } from "./snapshot-store.ts";

/** This instance's search index, loaded from the current snapshot on its first search. */
export const catalogueSearchIndex = searchIndexCache(db, snapshotStoreFor(process.env, db));
