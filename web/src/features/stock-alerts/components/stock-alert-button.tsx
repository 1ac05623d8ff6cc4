import type { User } from "firebase/auth";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { useSession } from "@/features/auth";
import { STOCK_ALERT_MESSAGES as TEXT } from "@shared/stock-alerts.ts";

import { useSubscribeStockAlert } from "../api/subscribe-stock-alert";
import { useStockAlert } from "../hooks/use-stock-alert";
import { storePendingAlert, takePendingAlert } from "../utils/pending-alert";

const BUTTON_CLASS =
  "inline-flex items-center justify-center rounded-md border border-blue-700 px-3 py-2 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-wait disabled:opacity-60";

function Subscribed() {
  return (
    <p role="status" className="text-sm font-semibold text-green-800">
      {TEXT.subscribed}
    </p>
  );
}

/**
 * The signed-in customer's button: one click asks the API for the alert. Back from the sign-in
 * the button sent them to, the alert they asked for is made without a second click.
 */
function CustomerButton({ user, bookId }: { user: User; bookId: string }) {
  const alert = useStockAlert(user.uid, bookId);
  const subscribe = useSubscribeStockAlert(user, bookId);
  const { mutate } = subscribe;
  useEffect(() => {
    if (takePendingAlert(bookId)) mutate();
  }, [bookId, mutate]);
  if (alert === "subscribed" || subscribe.isSuccess) return <Subscribed />;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled={alert === "loading" || subscribe.isPending}
        onClick={() => {
          subscribe.mutate();
        }}
        className={BUTTON_CLASS}
      >
        {TEXT.button}
      </button>
      {subscribe.isError && (
        <p role="alert" className="text-sm text-red-800">
          {subscribe.error.message || TEXT.subscribeFailed}
        </p>
      )}
    </div>
  );
}

/**
 * "Email me when it's back" on an out-of-stock book's page. Signed out, it keeps the book and
 * sends the shopper to sign in, as Save does; the login page brings them back here, and the alert
 * is made. An admin session has no alerts.
 */
export function StockAlertButton({ bookId }: { bookId: string }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (session.status === "customer") return <CustomerButton user={session.user} bookId={bookId} />;
  if (session.status === "admin") return null;
  // Signed out: the same button, which asks them to sign in first.
  return (
    <button
      type="button"
      disabled={session.status === "loading"}
      onClick={() => {
        storePendingAlert(bookId);
        void navigate(paths.login, { state: { from: location } });
      }}
      className={BUTTON_CLASS}
    >
      {TEXT.button}
    </button>
  );
}
