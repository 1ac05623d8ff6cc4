import { isEmptyTotal } from "./checkout-total";

/**
 * Why a submit is held back: a book in the cart has no copy left, the terms are unticked, or the
 * cart totals 0.00.
 */
export type CheckoutBlock = "sold-out" | "terms" | "empty-cart";

export function checkoutBlock({
  agreed,
  total,
  soldOut = [],
}: {
  agreed: boolean;
  total: string;
  /** Titles of the cart's books with no copy left. */
  soldOut?: readonly string[];
}): CheckoutBlock | undefined {
  if (soldOut.length > 0) return "sold-out";
  if (!agreed) return "terms";
  if (isEmptyTotal(total)) return "empty-cart";
  return undefined;
}
