import type { User } from "firebase/auth";

import { useSignInObservable } from "@/lib/use-sign-in-observable";

import { customerStockAlerts, type StockAlert } from "../api/stock-alerts-collection";

export type StockAlertsState =
  { status: "loading" } | { status: "failed" } | { status: "ready"; alerts: StockAlert[] };

const LOADING: StockAlertsState = { status: "loading" };
const FAILED: StockAlertsState = { status: "failed" };

/** The customer's alerts, live: one ended elsewhere leaves at once. */
export function useStockAlerts(user: User): StockAlertsState {
  return useSignInObservable("stock-alerts", user, customerStockAlerts, FAILED) ?? LOADING;
}
