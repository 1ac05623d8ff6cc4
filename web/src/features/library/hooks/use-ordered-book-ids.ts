import type { User } from "firebase/auth";

import { useSignInObservable } from "@/lib/use-sign-in-observable";

import { customerOrderedBookIds, type OrderedBookIdsState } from "../api/recent-orders-query";

const LOADING: OrderedBookIdsState = { status: "loading" };
const FAILED: OrderedBookIdsState = { status: "error" };

/**
 * The books of a customer's recent orders, newest order first: one listener per sign-in, so the
 * same account signing in again never meets the error its sign-out ended the last one with.
 */
export function useOrderedBookIds(user: User): OrderedBookIdsState {
  return useSignInObservable("library-orders", user, customerOrderedBookIds, FAILED) ?? LOADING;
}
