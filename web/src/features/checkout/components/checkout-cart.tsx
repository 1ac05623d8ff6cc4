import type { ReactNode } from "react";

import type { CartIds } from "@/features/cart";

import {
  EMPTY_CHECKOUT_CART,
  useCheckoutCart,
  type CheckoutCart,
} from "../hooks/use-checkout-cart";

type RenderCart = (cart: CheckoutCart) => ReactNode;

function LoadedCart({ ids, children }: { ids: CartIds; children: RenderCart }) {
  return children(useCheckoutCart(ids));
}

/** Reads the cart's books (an empty cart needs no read) and renders with them. */
export function WithCheckoutCart({ ids, children }: { ids: CartIds; children: RenderCart }) {
  if (ids.length === 0) return children(EMPTY_CHECKOUT_CART);
  return <LoadedCart ids={ids}>{children}</LoadedCart>;
}
