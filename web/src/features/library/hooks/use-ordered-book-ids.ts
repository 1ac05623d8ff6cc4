import { useQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { libraryOrdersQueryOptions } from "../api/library-orders-query";
import { orderedBookIds } from "../utils/ordered-book-ids";

export type OrderedBookIdsState =
  { status: "loading" } | { status: "error" } | { status: "success"; ids: string[] };

/**
 * The books of a customer's recent orders, newest order first. Orders are looked up by e-mail,
 * so an account without one has none.
 */
export function useOrderedBookIds(user: User): OrderedBookIdsState {
  const hasEmail = Boolean(user.email);
  const orders = useQuery({ ...libraryOrdersQueryOptions(user), enabled: hasEmail });
  if (!hasEmail) return { status: "success", ids: [] };
  if (orders.isPending) return { status: "loading" };
  if (orders.isError) return { status: "error" };
  return { status: "success", ids: orderedBookIds(orders.data.items) };
}
