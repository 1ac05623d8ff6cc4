import { isEmptyTotal } from "./checkout-total";

/** Why the cart cannot be ordered: a book in it has no copy left, or it totals 0.00. */
export type CheckoutBlock = "sold-out" | "empty-cart";

export function checkoutBlock({
  total,
  soldOut = [],
}: {
  total: string;
  /** Titles of the cart's books with no copy left. */
  soldOut?: readonly string[];
}): CheckoutBlock | undefined {
  if (soldOut.length > 0) return "sold-out";
  if (isEmptyTotal(total)) return "empty-cart";
  return undefined;
}
