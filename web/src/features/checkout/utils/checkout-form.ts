import { z } from "zod";

import { createOrderSchema, type CreateOrderInput } from "@bookstore/shared/orders/order.ts";

/**
 * What the customer fills in at checkout, checked as POST /api/orders checks it (trimmed, on one
 * line, within its lengths), and the terms box, which must be ticked. The e-mail comes from the
 * signed-in account and the books and total from the cart.
 */
export const checkoutFormSchema = createOrderSchema
  .pick({ name: true, phone: true, address: true })
  .extend({ terms: z.boolean().refine((agreed) => agreed) });

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
export type CheckedCheckoutForm = z.output<typeof checkoutFormSchema>;

/** The form as it opens: the name is the account's, the terms box unticked. */
export function emptyCheckoutForm(name: string): CheckoutFormValues {
  return {
    name,
    phone: "",
    address: { street: "", city: "", country: "", state: "", zipcode: "" },
    terms: false,
  };
}

interface OrderContext {
  /** The signed-in account's e-mail, when it has one. */
  email: string | null;
  productIds: readonly string[];
  /** The total the customer saw, so the API refuses the order if prices changed since. */
  totalPrice: string;
}

/** The POST /api/orders body: the checked fields with the cart's books and total. */
export function toCreateOrderBody(
  { name, phone, address }: CheckedCheckoutForm,
  { email, productIds, totalPrice }: OrderContext,
): CreateOrderInput {
  const body: CreateOrderInput = {
    name,
    phone,
    address: { ...address },
    productIds: [...productIds],
    totalPrice,
  };
  return email === null ? body : { ...body, email };
}
