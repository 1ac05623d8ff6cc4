/** sessionStorage's key for the book a signed-out shopper asked to be mailed about. */
const PENDING_ALERT_KEY = "bookstore:pending-stock-alert";

/**
 * Remembers the book whose alert to make once the shopper has signed in. sessionStorage keeps it
 * in this tab across the sign-in, the sign-up and Google's redirect, and forgets it with the tab.
 */
export function storePendingAlert(bookId: string): void {
  try {
    sessionStorage.setItem(PENDING_ALERT_KEY, bookId);
  } catch {
    // Storage refused (private mode, quota): the shopper signs in and presses the button again.
  }
}

/** Whether the shopper, signed out, asked for this book's alert; taken out, so it is made once. */
export function takePendingAlert(bookId: string): boolean {
  try {
    if (sessionStorage.getItem(PENDING_ALERT_KEY) !== bookId) return false;
    sessionStorage.removeItem(PENDING_ALERT_KEY);
    return true;
  } catch {
    return false;
  }
}
