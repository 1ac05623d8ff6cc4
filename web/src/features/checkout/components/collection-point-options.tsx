import type { UseFormRegisterReturn } from "react-hook-form";

import { FieldError } from "@/components/ui/field-error";
import type { CollectionPoint } from "@bookstore/shared/collection/collection-api.ts";

import { CHECKOUT_MESSAGES } from "../utils/checkout-messages";

interface CollectionPointOptionsProps {
  points: readonly CollectionPoint[];
  /** The point's react-hook-form registration. */
  registration: UseFormRegisterReturn;
  /** The order schema's message, once a submit found no point chosen. */
  error: string | undefined;
}

const ERROR_ID = "checkout-collection-point-error";

/**
 * The points to collect at, a radio each. A radio is named by the point's name and described by
 * its address and opening hours; the whole block is its label, so a click anywhere chooses it.
 * `required` lets the browser ask for a choice first, as it does for the other fields.
 */
export function CollectionPointOptions({
  points,
  registration,
  error,
}: CollectionPointOptionsProps) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">
        {CHECKOUT_MESSAGES.pointLegend}
      </legend>
      <div className="flex flex-col gap-3">
        {points.map((point) => {
          const id = `checkout-point-${point.id}`;
          return (
            <div key={point.id} className="flex items-start gap-3">
              <input
                id={id}
                type="radio"
                value={point.id}
                {...registration}
                required
                aria-labelledby={`${id}-name`}
                aria-describedby={[
                  `${id}-details`,
                  ...(error === undefined ? [] : [ERROR_ID]),
                ].join(" ")}
                aria-invalid={error !== undefined}
                className="mt-1 h-4 w-4 shrink-0 accent-blue-700"
              />
              <label htmlFor={id} className="flex min-w-0 flex-col break-words">
                <span id={`${id}-name`} className="font-medium text-slate-900">
                  {point.name}
                </span>
                <span id={`${id}-details`} className="text-sm text-slate-700">
                  <span className="block">{point.address}</span>
                  <span className="block">{CHECKOUT_MESSAGES.openingHours(point.hours)}</span>
                </span>
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={ERROR_ID} message={error} />
    </fieldset>
  );
}
