import { ORDER_LIMITS } from "@bookstore/shared/orders/order.ts";

import type { CheckoutCart } from "../hooks/use-checkout-cart";
import type { CheckoutForm as CheckoutFormState } from "../hooks/use-checkout-form";
import type { CheckoutFormValues } from "../utils/checkout-form";
import { CHECKOUT_MESSAGES } from "../utils/checkout-messages";
import { phoneDigits } from "../utils/phone-digits";

import { CheckoutField } from "./checkout-field";
import { PaymentMethod } from "./payment-method";
import { TermsAgreement } from "./terms-agreement";

/** Blank-only text fails `required` in the browser too. */
const NOT_BLANK = ".*\\S.*";

type AddressField = keyof CheckoutFormValues["address"];

interface CheckoutFormProps {
  checkout: CheckoutFormState;
  cart: CheckoutCart;
  email: string | null;
}

const ADDRESS_FIELDS: readonly {
  field: AddressField;
  label: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  {
    field: "street",
    label: "Address / Street",
    autoComplete: "address-line1",
    maxLength: ORDER_LIMITS.addressField,
  },
  {
    field: "city",
    label: "City",
    autoComplete: "address-level2",
    maxLength: ORDER_LIMITS.addressField,
  },
  {
    field: "country",
    label: "Country / region",
    autoComplete: "country-name",
    maxLength: ORDER_LIMITS.addressField,
  },
  {
    field: "state",
    label: "State / province",
    autoComplete: "address-level1",
    maxLength: ORDER_LIMITS.addressField,
  },
  {
    field: "zipcode",
    label: "Zipcode",
    autoComplete: "postal-code",
    maxLength: ORDER_LIMITS.zipcode,
  },
];

export function CheckoutForm({ checkout, cart, email }: CheckoutFormProps) {
  const { form, busy } = checkout;
  const { errors } = form.formState;
  const ready = cart.status === "ready";

  // A field's message goes as soon as it is edited; the next submit checks it again.
  const register = (path: "name" | "phone" | `address.${AddressField}` | "terms") =>
    form.register(path, {
      onChange: () => {
        form.clearErrors(path);
      },
    });
  const phone = register("phone");

  return (
    <form
      onSubmit={(event) => {
        checkout.onSubmit(event, cart);
      }}
      aria-labelledby="checkout-form-title"
      className="flex min-w-0 flex-col gap-5 rounded-lg border border-slate-200 p-5 sm:p-8"
    >
      <h2 id="checkout-form-title" className="text-xl font-semibold">
        Delivery details
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
        {ADDRESS_FIELDS.map(({ field, label, autoComplete, maxLength }) => (
          <div key={field} className={field === "street" ? "md:col-span-2" : undefined}>
            <CheckoutField
              id={`checkout-${field}`}
              registration={register(`address.${field}`)}
              error={errors.address?.[field]?.message}
              label={label}
              type="text"
              autoComplete={autoComplete}
              maxLength={maxLength}
              pattern={NOT_BLANK}
              required
            />
          </div>
        ))}
      </div>
      <PaymentMethod />
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
