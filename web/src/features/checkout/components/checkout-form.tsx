import { useRef, type SyntheticEvent } from "react";

import { showTimedDialog } from "@/lib/dialogs";
import { ORDER_LIMITS, type CreateOrderInput } from "@shared/order.ts";
import { soldOutMessage } from "@shared/stock.ts";

import type { CheckoutCart } from "../hooks/use-checkout-cart";
import type { CheckoutFormState } from "../hooks/use-checkout-form";
import { toCreateOrderBody, type CheckoutField as Field } from "../utils/checkout-form";
import { checkoutBlock } from "../utils/checkout-gate";
import { CHECKOUT_MESSAGES, ERROR_DIALOG_MS } from "../utils/checkout-messages";
import { phoneDigits } from "../utils/phone-digits";

import { CheckoutField } from "./checkout-field";
import { PaymentMethod } from "./payment-method";
import { TermsAgreement } from "./terms-agreement";

/** Blank-only text fails `required` in the browser too. */
const NOT_BLANK = ".*\\S.*";
const STREET_MAX_LENGTH = 200;

interface CheckoutFormProps {
  form: CheckoutFormState;
  cart: CheckoutCart;
  email: string | null;
  isPlacing: boolean;
  onPlace: (body: CreateOrderInput) => void;
}

const ADDRESS_FIELDS: readonly {
  field: Exclude<Field, "name" | "phone">;
  label: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  {
    field: "address",
    label: "Address / Street",
    autoComplete: "address-line1",
    maxLength: STREET_MAX_LENGTH,
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

export function CheckoutForm({ form, cart, email, isPlacing, onPlace }: CheckoutFormProps) {
  const termsRef = useRef<HTMLInputElement>(null);
  const ready = cart.status === "ready";

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cart.status !== "ready" || isPlacing) return;
    const block = checkoutBlock({ agreed: form.agreed, total: cart.total, soldOut: cart.soldOut });
    if (block === "sold-out") {
      void showTimedDialog(
        "error",
        CHECKOUT_MESSAGES.soldOutTitle,
        soldOutMessage(cart.soldOut),
        ERROR_DIALOG_MS,
      );
      return;
    }
    if (block === "terms") {
      form.flagTerms();
      termsRef.current?.focus();
      return;
    }
    if (block === "empty-cart") {
      void showTimedDialog(
        "error",
        CHECKOUT_MESSAGES.emptyCartTitle,
        CHECKOUT_MESSAGES.emptyCartText,
        ERROR_DIALOG_MS,
      );
      return;
    }
    onPlace(
      toCreateOrderBody(form.values, {
        email,
        productIds: cart.books.map((book) => book._id),
        totalPrice: cart.total,
      }),
    );
  };

  const textField = (field: Field) => ({
    id: `checkout-${field}`,
    name: field,
    value: form.values[field],
    onValueChange: (value: string) => {
      form.setField(field, value);
    },
    required: true,
  });

  return (
    <form
      onSubmit={submit}
      aria-labelledby="checkout-form-title"
      className="flex min-w-0 flex-col gap-5 rounded-lg border border-slate-200 p-5 sm:p-8"
    >
      <h2 id="checkout-form-title" className="text-xl font-semibold">
        Delivery details
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="md:col-span-2">
          <CheckoutField
            {...textField("name")}
            label="Full Name"
            type="text"
            autoComplete="name"
            maxLength={ORDER_LIMITS.name}
            pattern={NOT_BLANK}
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
          {...textField("phone")}
          onValueChange={(value) => {
            form.setField("phone", phoneDigits(value));
          }}
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          minLength={ORDER_LIMITS.phone.min}
          maxLength={ORDER_LIMITS.phone.max}
        />
        {ADDRESS_FIELDS.map(({ field, label, autoComplete, maxLength }) => (
          <div key={field} className={field === "address" ? "md:col-span-2" : undefined}>
            <CheckoutField
              {...textField(field)}
              label={label}
              type="text"
              autoComplete={autoComplete}
              maxLength={maxLength}
              pattern={NOT_BLANK}
            />
          </div>
        ))}
      </div>
      <PaymentMethod />
      <TermsAgreement
        ref={termsRef}
        agreed={form.agreed}
        onAgreedChange={form.setAgreed}
        invalid={form.termsError}
      />
      <button
        type="submit"
        disabled={!ready || isPlacing}
        className="rounded-md bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60 sm:self-start"
      >
        {isPlacing ? CHECKOUT_MESSAGES.placing : CHECKOUT_MESSAGES.submit}
      </button>
    </form>
  );
}
