import type { User } from "firebase/auth";

import { useStockAlerts } from "./use-stock-alerts";

/** Whether the customer has an alert on the book: unknown until Firestore first answers. */
export type StockAlertState = "loading" | "none" | "subscribed";

/**
 * The customer's alert on one book, from their list of alerts. Unreadable, the button is offered,
 * and the API says if the alert already exists.
 */
export function useStockAlert(user: User, bookId: string): StockAlertState {
  const alerts = useStockAlerts(user);
  if (alerts.status === "loading") return "loading";
  if (alerts.status === "failed") return "none";
  return alerts.alerts.some((alert) => alert.bookId === bookId) ? "subscribed" : "none";
}
