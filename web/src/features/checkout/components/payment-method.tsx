import { CHECKOUT_MESSAGES } from "../utils/checkout-messages";

/** Cash on delivery is the only way to pay. */
export function PaymentMethod() {
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
        <label htmlFor="checkout-payment-cod">{CHECKOUT_MESSAGES.cashOnDelivery}</label>
      </div>
    </fieldset>
  );
}
