import { isEmptyTotal } from "./checkout-total";

/** Why a submit is held back: the terms are unticked, or the cart totals 0.00. */
export type CheckoutBlock = "terms" | "empty-cart";

export function checkoutBlock({
  agreed,
  total,
}: {
  agreed: boolean;
  total: string;
}): CheckoutBlock | undefined {
  if (!agreed) return "terms";
  if (isEmptyTotal(total)) return "empty-cart";
  return undefined;
}
