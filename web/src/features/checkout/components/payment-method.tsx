import type { Fulfilment } from "../utils/checkout-form";
import { paymentWording } from "../utils/fulfilment-choice";

/**
 * Cash is the only way to pay, to the courier or at the counter: the radio only tells which, and
 * the form does not send it.
 */
export function PaymentMethod({ fulfilment }: { fulfilment: Fulfilment }) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Payment method</legend>
      <div className="flex items-center gap-2">
        <input
          id="checkout-payment-cod"
          type="radio"
          name="paymentMethod"
          value="cash-on-delivery"
          defaultChecked
          className="h-4 w-4 accent-blue-700"
        />
        <label htmlFor="checkout-payment-cod">{paymentWording(fulfilment)}</label>
      </div>
    </fieldset>
  );
}
