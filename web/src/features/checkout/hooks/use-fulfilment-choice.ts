import { useWatch, type Control } from "react-hook-form";

import type { CollectionPoint } from "@bookstore/shared/collection/collection-api.ts";

import type { CheckoutFormValues } from "../utils/checkout-form";
import { offeredChoice, type FulfilmentChoice } from "../utils/fulfilment-choice";

/** The delivery or collection the form shows now: the customer's choice among these points. */
export function useFulfilmentChoice(
  control: Control<CheckoutFormValues>,
  points: readonly CollectionPoint[],
): FulfilmentChoice {
  const [fulfilment, collectionPointId] = useWatch({
    control,
    name: ["fulfilment", "collectionPointId"],
  });
  return offeredChoice({ fulfilment, collectionPointId }, points);
}
