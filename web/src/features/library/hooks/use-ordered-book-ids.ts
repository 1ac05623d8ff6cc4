import { useMemo } from "react";
import { useFirestoreCollection } from "reactfire";

import { recentOrdersQuery } from "../api/recent-orders-query";
import { orderedBookIds } from "../utils/ordered-book-ids";

export type OrderedBookIdsState =
  { status: "loading" } | { status: "error" } | { status: "success"; ids: string[] };

/** The books of a customer's recent orders, newest order first. */
export function useOrderedBookIds(uid: string): OrderedBookIdsState {
  const ordersQuery = useMemo(() => recentOrdersQuery(uid), [uid]);
  const { status, data } = useFirestoreCollection(ordersQuery, { suspense: false });
  return useMemo((): OrderedBookIdsState => {
    if (status !== "success") return { status };
    return { status, ids: orderedBookIds(data.docs.map((doc) => doc.data())) };
  }, [status, data]);
}
