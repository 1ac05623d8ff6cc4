import type { CreateOrderInput } from "@bookstore/shared/orders/order-input.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { signUpCustomer, uniqueEmail, type SignedInAccount } from "./auth-tokens.ts";
import { placeCustomerOrder } from "./customer-order.ts";
import { deleteCustomerTraces } from "./customer-traces.ts";
import { createTestBooks, deleteTestBooks, type TestBook } from "./order-fixtures.ts";

/** A verified customer with books of their own to order, for one test file alone. */
export interface TestShopper {
  account: SignedInAccount;
  /** The `index`th book: a missing one is a broken setup, so it throws. */
  book(index: number): TestBook;
  /** The customer's order of `productIds`, as placeCustomerOrder places it. */
  placeOrder(productIds: string[], fields?: Partial<CreateOrderInput>): Promise<Order>;
  /** Deletes the customer's orders, counters and mail, and the books. */
  cleanUp(): Promise<void>;
}

/** Signs up a customer and creates their books, both named by `label` so no other file's mix in. */
export async function createTestShopper(
  label: string,
  prices: readonly number[],
): Promise<TestShopper> {
  const [account, books] = await Promise.all([
    signUpCustomer(uniqueEmail(label)),
    createTestBooks(label, prices),
  ]);
  return {
    account,
    book(index) {
      const found = books[index];
      if (!found) throw new Error(`no test book ${String(index)}`);
      return found;
    },
    placeOrder: (productIds, fields) => placeCustomerOrder(account, productIds, fields),
    async cleanUp() {
      await deleteCustomerTraces(account.uid, account.email);
      await deleteTestBooks(books);
    },
  };
}
