import type { CreateOrderInput } from "@shared/order.ts";

/** What the customer types at checkout; the e-mail comes from the signed-in account. */
export interface CheckoutFormValues {
  name: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  state: string;
  zipcode: string;
}

export type CheckoutField = keyof CheckoutFormValues;

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  name: "",
  phone: "",
  address: "",
  city: "",
  country: "",
  state: "",
  zipcode: "",
};

interface OrderContext {
  /** The signed-in account's e-mail, when it has one. */
  email: string | null;
  productIds: readonly string[];
  /** The total the customer saw, so the API refuses the order if prices changed since. */
  totalPrice: string;
}

/** The POST /api/orders body, trimmed. */
export function toCreateOrderBody(
  values: CheckoutFormValues,
  { email, productIds, totalPrice }: OrderContext,
): CreateOrderInput {
  const body: CreateOrderInput = {
    name: values.name.trim(),
    phone: values.phone.trim(),
    address: {
      street: values.address.trim(),
      city: values.city.trim(),
      country: values.country.trim(),
      state: values.state.trim(),
      zipcode: values.zipcode.trim(),
    },
    productIds: [...productIds],
    totalPrice,
  };
  return email === null ? body : { ...body, email };
}
