import type { User } from "firebase/auth";
import { useEffect } from "react";

import { useCustomerSaves } from "../hooks/use-customer-saves";

/** The ids of the books one sign-in has saved. */
export interface SavedIds {
  user: User;
  ids: ReadonlySet<string>;
}

/**
 * Tells SavedBooksProvider the ids of the customer's saves each time reactfire hears the list
 * change. A module of its own: it loads reactfire and Firestore, which the page's first script
 * must not carry.
 */
export function SavedIdsReporter({ user, onIds }: { user: User; onIds: (ids: SavedIds) => void }) {
  const saves = useCustomerSaves(user);
  useEffect(() => {
    if (saves === undefined) return;
    // Unreadable: every button shows "not saved", and pressing one tries again.
    const ids = saves.status === "success" ? saves.saves.map(({ bookId }) => bookId) : [];
    onIds({ user, ids: new Set(ids) });
  }, [saves, user, onIds]);
  return null;
}
