import type { UseFormRegisterReturn } from "react-hook-form";

import type { Fulfilment } from "../utils/checkout-form";
import { CHECKOUT_MESSAGES } from "../utils/checkout-messages";

const OPTIONS: readonly { value: Fulfilment; label: string }[] = [
  { value: "delivery", label: CHECKOUT_MESSAGES.delivery },
  { value: "collection", label: CHECKOUT_MESSAGES.collection },
];

/**
 * Delivery or collection, as native radios sharing a name: Tab reaches the chosen one and the
 * arrow keys move between them.
 */
export function FulfilmentOptions({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">
        {CHECKOUT_MESSAGES.fulfilmentLegend}
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {OPTIONS.map(({ value, label }) => (
          <div key={value} className="flex items-center gap-2">
            <input
              id={`checkout-fulfilment-${value}`}
              type="radio"
              value={value}
              {...registration}
              className="h-4 w-4 shrink-0 accent-blue-700"
            />
            <label htmlFor={`checkout-fulfilment-${value}`}>{label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
