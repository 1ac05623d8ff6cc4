import { STOCK_ALERT_MESSAGES as TEXT } from "@bookstore/shared/library/stock-alerts.ts";

/** The alert button's words: a forthcoming book's alert waits for its publication day. */
export function alertButtonText(forthcoming: boolean): string {
  return forthcoming ? TEXT.buttonForthcoming : TEXT.button;
}

/** What the customer is told once the alert is theirs. */
export function alertSubscribedText(forthcoming: boolean): string {
  return forthcoming ? TEXT.subscribedForthcoming : TEXT.subscribed;
}
