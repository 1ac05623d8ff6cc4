/** What a key does in the header's search box, which is a WAI-ARIA combobox with a listbox. */
export type ComboboxAction =
  /** Moves the highlight to this option (-1: none) and shows the list. */
  | { kind: "highlight"; index: number }
  /** Opens the highlighted option's book. */
  | { kind: "open-option"; index: number }
  /** Lets the form submit: the search page for the text. */
  | { kind: "submit" }
  | { kind: "close" }
  | { kind: "clear" }
  /** The key keeps its usual meaning in a text box. */
  | { kind: "none" };

export interface ComboboxView {
  /** The list is on show. */
  open: boolean;
  /** The highlighted option; -1 for none. */
  active: number;
  /** The options the list holds (or would show when opened). */
  count: number;
  /** The box holds text. */
  hasText: boolean;
}

/**
 * The key's action, as the APG's list autocomplete example has it: ArrowDown and ArrowUp move
 * through the options and wrap round, opening the list when it is closed; Enter opens the
 * highlighted option or else searches; Escape closes the list, and a second Escape clears the box.
 */
export function comboboxAction(key: string, view: ComboboxView): ComboboxAction {
  const { open, active, count, hasText } = view;
  switch (key) {
    case "ArrowDown":
      if (count === 0) return { kind: "none" };
      return { kind: "highlight", index: open && active < count - 1 ? active + 1 : 0 };
    case "ArrowUp":
      if (count === 0) return { kind: "none" };
      return { kind: "highlight", index: open && active > 0 ? active - 1 : count - 1 };
    case "Enter":
      return open && active >= 0 && active < count
        ? { kind: "open-option", index: active }
        : { kind: "submit" };
    case "Escape":
      if (open) return { kind: "close" };
      return hasText ? { kind: "clear" } : { kind: "none" };
    default:
      return { kind: "none" };
  }
}
