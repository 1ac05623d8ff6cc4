import { fromRef } from "rxfire/firestore";
import { map, type Observable } from "rxjs";

import { SAVED_IDS_LIMIT } from "@bookstore/shared/library/saved.ts";

import { newestSavesQuery, type SavedBook } from "./saved-collection";

/** The customer's saves, newest first, or that they could not be read. */
export type CustomerSaves = { status: "success"; saves: SavedBook[] } | { status: "error" };

/**
 * Every save of the customer (at most SAVED_IDS_LIMIT, the cap), live: the Save buttons and the
 * shelf read this one list. A save or un-save made on this device is heard at once (the SDK
 * applies its own writes before the server confirms them), one made elsewhere as soon as the
 * server sends it.
 */
export function customerSaves(uid: string): Observable<CustomerSaves> {
  return fromRef(newestSavesQuery(uid, SAVED_IDS_LIMIT)).pipe(
    map((snapshot): CustomerSaves => ({
      status: "success",
      saves: snapshot.docs.map((each) => each.data()),
    })),
  );
}
