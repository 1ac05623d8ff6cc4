import { parsePendingSave, type PendingSave } from "@bookstore/shared/library/saved.ts";

/** sessionStorage's key for the book a signed-out shopper pressed Save on. */
const PENDING_SAVE_KEY = "bookstore:pending-save";

/**
 * Remembers the book to save once the shopper has signed in. sessionStorage keeps it in this tab
 * across the sign-in, the sign-up and Google's redirect, and forgets it with the tab.
 */
export function storePendingSave(pending: PendingSave): void {
  try {
    sessionStorage.setItem(PENDING_SAVE_KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode, quota): the shopper signs in and presses Save again.
  }
}

/** The pending save, taken out of storage so it is made once. */
export function takePendingSave(): PendingSave | undefined {
  try {
    const pending = parsePendingSave(sessionStorage.getItem(PENDING_SAVE_KEY));
    sessionStorage.removeItem(PENDING_SAVE_KEY);
    return pending;
  } catch {
    return undefined;
  }
}
