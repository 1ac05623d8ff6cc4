import type { CollectionPoint } from "@bookstore/shared/collection/collection-api.ts";

import type { CheckoutFormValues, Fulfilment } from "./checkout-form";
import { CHECKOUT_MESSAGES } from "./checkout-messages";

export type FulfilmentChoice = Pick<CheckoutFormValues, "fulfilment" | "collectionPointId">;

/**
 * The choice as the form can show it with these points: with none, a delivery, as the form
 * then offers nothing else; a point no longer listed is no choice. The form is drawn from it and
 * sends it, so nothing is sent that the customer cannot see.
 */
export function offeredChoice(
  { fulfilment, collectionPointId }: FulfilmentChoice,
  points: readonly Pick<CollectionPoint, "id">[],
): FulfilmentChoice {
  if (points.length === 0) return { fulfilment: "delivery", collectionPointId: "" };
  const listed = points.some((point) => point.id === collectionPointId);
  return { fulfilment, collectionPointId: listed ? collectionPointId : "" };
}

/** How the order is paid, as the checkout words it: cash either way, at the counter or the door. */
export function paymentWording(fulfilment: Fulfilment): string {
  return fulfilment === "collection"
    ? CHECKOUT_MESSAGES.payAtCollection
    : CHECKOUT_MESSAGES.cashOnDelivery;
}
