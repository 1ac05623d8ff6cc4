import { useMutation } from "@tanstack/react-query";
import type { User } from "firebase/auth";
import { useEffect } from "react";

import { apiMutationOptions } from "@/lib/api-mutation";
import * as API from "@bookstore/shared/library/stock-alerts-api.ts";
import { STOCK_ALERT_MESSAGES as TEXT } from "@bookstore/shared/library/stock-alerts.ts";

import { useStockAlert } from "../hooks/use-stock-alert";
import { alertButtonText, alertSubscribedText } from "../utils/alert-text";
import { takePendingAlert } from "../utils/pending-alert";

import { STOCK_ALERT_BUTTON_CLASS } from "./stock-alert-button-class";

function Subscribed({ forthcoming }: { forthcoming: boolean }) {
  return (
    <p role="status" className="text-sm font-semibold text-green-800">
      {alertSubscribedText(forthcoming)}
    </p>
  );
}

/**
 * The signed-in customer's button: one click asks the API for the alert. Back from the sign-in
 * the button sent them to, the alert they asked for is made without a second click. A module of
 * its own: it loads reactfire and Firestore, with the first sold-out book a customer opens.
 */
export function CustomerStockAlertButton({
  user,
  bookId,
  forthcoming,
}: {
  user: User;
  bookId: string;
  forthcoming: boolean;
}) {
  const alert = useStockAlert(user, bookId);
  // The server checks the book is out of stock and the address verified.
  const subscribe = useMutation(
    apiMutationOptions(API.subscribeStockAlert, () => ({ session: user, body: { bookId } })),
  );
  const { mutate } = subscribe;
  useEffect(() => {
    if (takePendingAlert(bookId)) mutate();
  }, [bookId, mutate]);
  if (alert === "subscribed" || subscribe.isSuccess)
    return <Subscribed forthcoming={forthcoming} />;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled={alert === "loading" || subscribe.isPending}
        onClick={() => {
          subscribe.mutate();
        }}
        className={STOCK_ALERT_BUTTON_CLASS}
      >
        {alertButtonText(forthcoming)}
      </button>
      {subscribe.isError && (
        <p role="alert" className="text-sm text-red-800">
          {subscribe.error.message || TEXT.subscribeFailed}
        </p>
      )}
    </div>
  );
}
