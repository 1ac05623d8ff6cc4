import { useEffect, useState } from "react";

import type { StockAlert } from "../api/stock-alerts-collection";
import { followStockAlerts } from "../api/stock-alerts-collection";

export type StockAlertsState =
  { status: "loading" } | { status: "failed" } | { status: "ready"; alerts: StockAlert[] };

/** Follows the customer's alerts for the account page: one ended elsewhere leaves at once. */
export function useStockAlerts(uid: string): StockAlertsState {
  const [state, setState] = useState<{ uid: string; value: StockAlertsState }>();

  useEffect(
    () =>
      followStockAlerts(uid, {
        next: (alerts) => {
          setState({ uid, value: { status: "ready", alerts } });
        },
        error: () => {
          setState({ uid, value: { status: "failed" } });
        },
      }),
    [uid],
  );

  return state?.uid === uid ? state.value : { status: "loading" };
}
