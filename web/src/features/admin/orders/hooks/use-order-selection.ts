import { useState } from "react";

export interface OrderSelection {
  /** The selected orders among those shown, in the list's order. */
  ids: string[];
  isSelected: (id: string) => boolean;
  setSelected: (id: string, selected: boolean) => void;
  /** Selects every order shown, or clears the selection when all are selected. */
  toggleAll: () => void;
  allSelected: boolean;
  clear: () => void;
}

/**
 * The orders an admin has ticked, among `shown` (the orders list's loaded pages). An order that
 * leaves the list (another filter) leaves the selection's `ids` with it.
 */
export function useOrderSelection(shown: readonly string[]): OrderSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const ids = shown.filter((id) => chosen.has(id));
  const allSelected = shown.length > 0 && ids.length === shown.length;
  return {
    ids,
    isSelected: (id) => chosen.has(id),
    setSelected: (id, selected) => {
      setChosen((current) => {
        const next = new Set(current);
        if (selected) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    toggleAll: () => {
      setChosen(allSelected ? new Set() : new Set(shown));
    },
    allSelected,
    clear: () => {
      setChosen(new Set());
    },
  };
}
