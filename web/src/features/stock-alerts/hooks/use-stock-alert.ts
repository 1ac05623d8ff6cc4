import { useEffect, useState } from "react";

/** Whether the customer has an alert on the book: unknown until Firestore first answers. */
export type StockAlertState = "loading" | "none" | "subscribed";

/**
 * Follows the customer's alert on one book. Firestore loads with the first out-of-stock book a
 * signed-in customer opens (a dynamic import), never with the page's first script.
 */
export function useStockAlert(uid: string | undefined, bookId: string): StockAlertState {
  const [followed, setFollowed] = useState<{ key: string; subscribed: boolean }>();
  const key = `${uid ?? ""}/${bookId}`;

  useEffect(() => {
    if (uid === undefined) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import("../api/stock-alerts-collection").then(({ followStockAlert }) => {
      if (ended) return;
      stop = followStockAlert(uid, bookId, {
        next: (subscribed) => {
          setFollowed({ key: `${uid}/${bookId}`, subscribed });
        },
        // Unreadable: the button is offered, and the API says if the alert already exists.
        error: () => {
          setFollowed({ key: `${uid}/${bookId}`, subscribed: false });
        },
      });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [uid, bookId]);

  if (followed?.key !== key) return "loading";
  return followed.subscribed ? "subscribed" : "none";
}
