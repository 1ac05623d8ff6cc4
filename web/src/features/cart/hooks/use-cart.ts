import { useSyncExternalStore } from "react";

import type { CartIds } from "../api/cart-items";
import { cartStore } from "../api/cart-store";

/** The ids of the books in the cart, updated live (also from other tabs). */
export function useCartIds(): CartIds {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot);
}
