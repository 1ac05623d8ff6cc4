import { z } from "zod";

import { createOrderSchema, type CreateOrderInput } from "@bookstore/shared/orders/order-input.ts";
import { ORDER_MESSAGES } from "@bookstore/shared/orders/order.ts";

/** How the customer gets the books: a courier to their address, or the shop's counter. */
export const FULFILMENTS = ["delivery", "collection"] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** The address as the form holds it; the street is optional as in the API's, which checks it. */
const formAddressSchema = z.object({
  street: z.string().optional(),
  city: z.string(),
  country: z.string(),
  state: z.string(),
  zipcode: z.string(),
});

/**
 * Everything the form holds, whichever way is chosen: the address typed before switching to
 * collection stays for a switch back. Only the types are checked here; the fields' rules are
 * the API's, in `checkoutFormSchema`.
 */
const checkoutFormValuesSchema = z.object({
  fulfilment: z.enum(FULFILMENTS),
  name: z.string(),
  phone: z.string(),
  address: formAddressSchema,
  collectionPointId: z.string(),
  terms: z.boolean(),
});

const api = createOrderSchema.shape;

const customerFields = {
  name: api.name,
  phone: api.phone,
  terms: z.boolean().refine((agreed) => agreed),
};

/**
 * A delivery checks the address as POST /api/orders does; the point is neither checked nor
 * sent.
 */
const deliverySchema = z.object({
  fulfilment: z.literal("delivery"),
  ...customerFields,
  address: api.address.unwrap(),
  collectionPointId: z.string(),
});

/**
 * A collection checks the chosen point (none chosen is "is required"); the address is neither
 * checked nor sent.
 */
const collectionSchema = z.object({
  fulfilment: z.literal("collection"),
  ...customerFields,
  address: formAddressSchema,
  collectionPointId: z
    .string()
    .min(1, { error: ORDER_MESSAGES.required })
    .pipe(api.collectionPointId.unwrap()),
});

/**
 * What the customer fills in at checkout, checked as POST /api/orders checks it (trimmed, on one
 * line, within its lengths): the address for a delivery, the point for a collection, never both;
 * and the terms box, which must be ticked. The e-mail comes from the signed-in account and the
 * books and total from the cart.
 */
export const checkoutFormSchema = checkoutFormValuesSchema.pipe(
  z.discriminatedUnion("fulfilment", [deliverySchema, collectionSchema]),
);

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
export type CheckedCheckoutForm = z.output<typeof checkoutFormSchema>;

/** The form as it opens: a delivery, the name the account's, the terms box unticked. */
export function emptyCheckoutForm(name: string): CheckoutFormValues {
  return {
    fulfilment: "delivery",
    name,
    phone: "",
    address: { street: "", city: "", country: "", state: "", zipcode: "" },
    collectionPointId: "",
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

/**
 * The POST /api/orders body: the checked fields with the cart's books and total, and either the
 * address (delivery) or the collection point (collection).
 */
export function toCreateOrderBody(
  checked: CheckedCheckoutForm,
  { email, productIds, totalPrice }: OrderContext,
): CreateOrderInput {
  const destination =
    checked.fulfilment === "delivery"
      ? { address: { ...checked.address } }
      : { collectionPointId: checked.collectionPointId };
  const body: CreateOrderInput = {
    name: checked.name,
    phone: checked.phone,
    ...destination,
    productIds: [...productIds],
    totalPrice,
  };
  return email === null ? body : { ...body, email };
}
