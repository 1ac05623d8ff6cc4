import type { CollectionPoint } from "@bookstore/shared/collection/collection-api.ts";
import { ORDER_LIMITS } from "@bookstore/shared/orders/order.ts";

import type { CheckoutCart } from "../hooks/use-checkout-cart";
import type { CheckoutForm as CheckoutFormState } from "../hooks/use-checkout-form";
import { CHECKOUT_MESSAGES } from "../utils/checkout-messages";
import type { FulfilmentChoice } from "../utils/fulfilment-choice";
import { phoneDigits } from "../utils/phone-digits";

import { AddressFields, type AddressField } from "./address-fields";
import { CheckoutField, NOT_BLANK } from "./checkout-field";
import { CollectionPointOptions } from "./collection-point-options";
import { FulfilmentOptions } from "./fulfilment-options";
import { PaymentMethod } from "./payment-method";
import { TermsAgreement } from "./terms-agreement";

interface CheckoutFormProps {
  checkout: CheckoutFormState;
  cart: CheckoutCart;
  email: string | null;
  /** The shop's collection points: with none, the form only delivers. */
  points: readonly CollectionPoint[];
  /** Delivery or collection as the form shows it (useFulfilmentChoice). */
  choice: FulfilmentChoice;
}

type FieldPath =
  "name" | "phone" | "fulfilment" | `address.${AddressField}` | "collectionPointId" | "terms";

/**
 * The customer's details and, where the shop has collection points, the choice between delivery
 * and collection: a collection shows the points instead of the address fields, which are then
 * neither checked nor sent.
 */
export function CheckoutForm({ checkout, cart, email, points, choice }: CheckoutFormProps) {
  const { form, busy } = checkout;
  const { errors } = form.formState;
  const ready = cart.status === "ready";
  const collecting = choice.fulfilment === "collection";

  // A field's message goes as soon as it is edited; the next submit checks it again.
  const register = (path: FieldPath) =>
    form.register(path, {
      onChange: () => {
        form.clearErrors(path);
      },
    });
  const phone = register("phone");

  return (
    <form
      onSubmit={(event) => {
        checkout.onSubmit(event, cart, points);
      }}
      aria-labelledby="checkout-form-title"
      className="flex min-w-0 flex-col gap-5 rounded-lg border border-slate-200 p-5 sm:p-8"
    >
      <h2 id="checkout-form-title" className="text-xl font-semibold">
        {collecting ? CHECKOUT_MESSAGES.collectionTitle : CHECKOUT_MESSAGES.deliveryTitle}
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="md:col-span-2">
          <CheckoutField
            id="checkout-name"
            registration={register("name")}
            error={errors.name?.message}
            label="Full Name"
            type="text"
            autoComplete="name"
            maxLength={ORDER_LIMITS.name}
            pattern={NOT_BLANK}
            required
          />
        </div>
        <CheckoutField
          id="checkout-email"
          name="email"
          label="Email Address"
          type="email"
          value={email ?? ""}
          readOnly
        />
        <CheckoutField
          id="checkout-phone"
          registration={{
            ...phone,
            // The phone keeps digits only: anything else typed or pasted is dropped as it comes.
            onChange: (event: { target: HTMLInputElement; type?: unknown }) => {
              event.target.value = phoneDigits(event.target.value);
              return phone.onChange(event);
            },
          }}
          error={errors.phone?.message}
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          minLength={ORDER_LIMITS.phone.min}
          maxLength={ORDER_LIMITS.phone.max}
          required
        />
        {points.length > 0 && (
          <div className="md:col-span-2">
            <FulfilmentOptions registration={register("fulfilment")} />
          </div>
        )}
        {collecting ? (
          <div className="md:col-span-2">
            <CollectionPointOptions
              points={points}
              registration={register("collectionPointId")}
              error={errors.collectionPointId?.message}
            />
          </div>
        ) : (
          <AddressFields
            register={(field) => register(`address.${field}`)}
            errors={errors.address}
          />
        )}
      </div>
      <PaymentMethod fulfilment={choice.fulfilment} />
      <TermsAgreement registration={register("terms")} invalid={errors.terms !== undefined} />
      <button
        type="submit"
        disabled={!ready || busy}
        className="rounded-md bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60 sm:self-start"
      >
        {busy ? CHECKOUT_MESSAGES.placing : CHECKOUT_MESSAGES.submit}
      </button>
    </form>
  );
}
