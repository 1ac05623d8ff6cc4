import type { User } from "firebase/auth";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { showToast } from "@/lib/dialogs";
import {
  endAlertLabel,
  STOCK_ALERT_MESSAGES as TEXT,
} from "@bookstore/shared/library/stock-alerts.ts";

import { endStockAlert } from "../api/stock-alerts-collection";
import { useStockAlerts } from "../hooks/use-stock-alerts";

/**
 * The /account page's list of the customer's back-in-stock alerts, each with Stop. The list
 * follows Firestore, so an alert ended here, by its mail or elsewhere leaves it at once.
 */
export function StockAlertsList({ user }: { user: User }) {
  const state = useStockAlerts(user);
  if (state.status === "loading") return <p role="status">{TEXT.accountLoading}</p>;
  if (state.status === "failed") {
    return (
      <p role="alert" className="text-red-800">
        {TEXT.accountLoadFailed}
      </p>
    );
  }
  if (state.alerts.length === 0) return <p className="text-slate-700">{TEXT.accountNone}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={TEXT.accountHeading}>
      {state.alerts.map((alert) => (
        <li
          key={alert.bookId}
          data-testid="stock-alert"
          className="flex items-center justify-between gap-4"
        >
          <Link to={paths.book(alert.bookId)} className="text-blue-800 underline">
            {alert.title}
          </Link>
          <button
            type="button"
            aria-label={endAlertLabel(alert.title)}
            onClick={() => {
              void endStockAlert(user.uid, alert.bookId).catch(() =>
                showToast(TEXT.accountEndFailed, "error", 3000),
              );
            }}
            className="rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {TEXT.accountEnd}
          </button>
        </li>
      ))}
    </ul>
  );
}
