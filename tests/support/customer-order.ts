import { expect } from "vitest";

import type { CreateOrderInput } from "@bookstore/shared/orders/order-input.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import type { SignedInAccount } from "./auth-tokens.ts";
import { liftOrderLimits, postOrder, validOrder } from "./order-fixtures.ts";

/** Places the customer's order, limits lifted so a setup is never refused; fails unless placed. */
export async function placeCustomerOrder(
  customer: SignedInAccount,
  productIds: string[],
  fields: Partial<CreateOrderInput> = {},
): Promise<Order> {
  await liftOrderLimits(customer.uid);
  const { status, body } = await postOrder(customer.idToken, {
    ...validOrder(productIds),
    ...fields,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}
