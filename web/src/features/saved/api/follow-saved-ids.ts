import { onSnapshot, type Unsubscribe } from "firebase/firestore";

import { SAVED_IDS_LIMIT } from "@shared/saved.ts";

import { newestSavesQuery } from "./saved-collection";

export interface SavedIdsListener {
  next: (ids: ReadonlySet<string>) => void;
  error: () => void;
}

/**
 * Follows the ids of the customer's newest saves, so every Save button shows whether its book is
 * saved. A save or un-save made on this device is heard at once (the SDK applies its own writes
 * before the server confirms them), one made elsewhere as soon as the server sends it.
 */
export function followSavedIds(uid: string, listener: SavedIdsListener): Unsubscribe {
  return onSnapshot(
    newestSavesQuery(uid, SAVED_IDS_LIMIT),
    (snapshot) => {
      listener.next(new Set(snapshot.docs.map((each) => each.id)));
    },
    listener.error,
  );
}
