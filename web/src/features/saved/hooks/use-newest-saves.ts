import { useMemo } from "react";
import { useFirestoreCollection } from "reactfire";

import { newestSavesQuery, type SavedBook } from "../api/saved-collection";

export type NewestSavesState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "success"; saves: SavedBook[]; hasMore: boolean };

/**
 * The customer's `count` newest saves, live, and whether there are more: one save past `count`
 * is read to tell.
 */
export function useNewestSaves(uid: string, count: number): NewestSavesState {
  const savesQuery = useMemo(() => newestSavesQuery(uid, count + 1), [uid, count]);
  const { status, data } = useFirestoreCollection(savesQuery, { suspense: false });
  return useMemo((): NewestSavesState => {
    if (status !== "success") return { status };
    const saves = data.docs.map((doc) => doc.data());
    return { status, saves: saves.slice(0, count), hasMore: saves.length > count };
  }, [status, data, count]);
}
