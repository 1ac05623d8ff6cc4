import { customersCollection } from "../../functions/src/lib/collections/customers.ts";

import { deleteMailTo } from "./mail.ts";
import { db, orders } from "./order-fixtures.ts";

/** Removes what a test's customer left behind: their orders, their counters and their mail. */
export async function deleteCustomerTraces(uid: string, email: string): Promise<void> {
  const placed = await orders.where("uid", "==", uid).get();
  await Promise.all(placed.docs.map((doc) => doc.ref.delete()));
  await customersCollection(db).doc(uid).delete();
  await deleteMailTo(email);
}
