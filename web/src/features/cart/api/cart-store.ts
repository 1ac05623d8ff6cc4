import { addToCart, parseCart, removeFromCart, type AddResult, type CartIds } from "./cart-items";

/** The cart, kept in localStorage so it survives reloads and is shared by the open tabs. */
const STORAGE_KEY = "bookstore.cart";

let ids: CartIds = parseCart(localStorage.getItem(STORAGE_KEY));
const listeners = new Set<() => void>();

function commit(next: CartIds): void {
  ids = next;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  listeners.forEach((listener) => {
    listener();
  });
}

window.addEventListener("storage", (event) => {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  ids = parseCart(localStorage.getItem(STORAGE_KEY));
  listeners.forEach((listener) => {
    listener();
  });
});

export const cartStore = {
  getSnapshot: (): CartIds => ids,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(id: string): AddResult {
    const { ids: next, result } = addToCart(ids, id);
    if (result === "added") commit(next);
    return result;
  },
  remove(id: string): void {
    commit(removeFromCart(ids, id));
  },
  clear(): void {
    commit([]);
  },
};
