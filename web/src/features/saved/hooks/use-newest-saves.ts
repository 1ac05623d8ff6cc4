import type { User } from "firebase/auth";
import { useMemo } from "react";

import type { SavedBook } from "../api/saved-collection";

import { useCustomerSaves } from "./use-customer-saves";

export type NewestSavesState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "success"; saves: SavedBook[]; hasMore: boolean };

/**
 * The customer's `count` newest saves, live, and whether there are more: a view of the one list
 * of saves the Save buttons follow too.
 */
export function useNewestSaves(user: User, count: number): NewestSavesState {
  const saves = useCustomerSaves(user);
  return useMemo((): NewestSavesState => {
    if (saves === undefined) return { status: "loading" };
    if (saves.status === "error") return saves;
    return {
      status: "success",
      saves: saves.saves.slice(0, count),
      hasMore: saves.saves.length > count,
    };
  }, [saves, count]);
}
