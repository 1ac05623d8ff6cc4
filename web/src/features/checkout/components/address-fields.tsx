import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";

import { ORDER_LIMITS } from "@bookstore/shared/orders/order.ts";

import type { CheckoutFormValues } from "../utils/checkout-form";

import { CheckoutField, NOT_BLANK } from "./checkout-field";

export type AddressField = keyof CheckoutFormValues["address"];

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

interface AddressFieldsProps {
  /** A field's registration, with the form's clearing of its message on edit. */
  register: (field: AddressField) => UseFormRegisterReturn;
  /** The order schema's messages for the address, once a submit found them wrong. */
  errors: FieldErrors<CheckoutFormValues>["address"];
}

/** The delivery address's fields, the street across the grid's two columns. */
export function AddressFields({ register, errors }: AddressFieldsProps) {
  return ADDRESS_FIELDS.map(({ field, label, autoComplete, maxLength }) => (
    <div key={field} className={field === "street" ? "md:col-span-2" : undefined}>
      <CheckoutField
        id={`checkout-${field}`}
        registration={register(field)}
        error={errors?.[field]?.message}
        label={label}
        type="text"
        autoComplete={autoComplete}
        maxLength={maxLength}
        pattern={NOT_BLANK}
        required
      />
    </div>
  ));
}
