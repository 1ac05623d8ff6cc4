import { Suspense } from "react";
import { useLocation, useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { lazyNamed } from "@/lib/lazy-named";
import { useSession } from "@/session/use-session";

import { alertButtonText } from "../utils/alert-text";
import { storePendingAlert } from "../utils/pending-alert";

import { STOCK_ALERT_BUTTON_CLASS } from "./stock-alert-button-class";

const CustomerStockAlertButton = lazyNamed(
  () => import("./customer-stock-alert-button"),
  (module) => module.CustomerStockAlertButton,
);

/** The button while the customer's alerts are read: offered, not yet pressable. */
function PendingButton({ forthcoming }: { forthcoming: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <button type="button" disabled className={STOCK_ALERT_BUTTON_CLASS}>
        {alertButtonText(forthcoming)}
      </button>
    </div>
  );
}

/**
 * "Email me when it's back" on an out-of-stock book's page, "Email me when it's out" on a
 * forthcoming one's. Signed out, it keeps the book and sends the shopper to sign in, as Save
 * does; the login page brings them back here, and the alert is made. An admin session has no
 * alerts.
 */
export function StockAlertButton({
  bookId,
  forthcoming = false,
}: {
  bookId: string;
  forthcoming?: boolean;
}) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (session.status === "customer") {
    return (
      <Suspense fallback={<PendingButton forthcoming={forthcoming} />}>
        <CustomerStockAlertButton user={session.user} bookId={bookId} forthcoming={forthcoming} />
      </Suspense>
    );
  }
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
      className={STOCK_ALERT_BUTTON_CLASS}
    >
      {alertButtonText(forthcoming)}
    </button>
  );
}
