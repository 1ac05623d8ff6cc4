import { showDialog, showToast } from "@/lib/dialogs";
import { SAVED_LIMIT_MESSAGE } from "@bookstore/shared/library/saved.ts";

import { SAVED_MESSAGES } from "./saved-messages";

/**
 * Tells the customer a save did not happen: a dialog they close when Saved is full (trying again
 * would not help), else a toast to try again.
 */
export async function showSaveFailure(full: boolean): Promise<void> {
  if (full) await showDialog("info", SAVED_MESSAGES.fullTitle, SAVED_LIMIT_MESSAGE);
  else await showToast(SAVED_MESSAGES.saveFailed, "error", 3000);
}
