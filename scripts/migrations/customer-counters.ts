import { customersCollection } from "../../functions/src/lib/collections/customers.ts";
import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";
import { customerFromOrders } from "../seed/seed-customers.ts";

import { documentMigration } from "./document-migration.ts";

export const customerCounters = documentMigration({
  id: "0004-customer-counters",
  description:
    "Customers with orders but no counters (customers/<uid>) get them, computed from their orders.",
  noun: "orders",
  collection: ordersCollection,
  async plan(db, reader, document) {
    const { uid } = document.data;
    // An order anonymised by its customer's account deletion belongs to no one any more.
    if (uid === "") return null;
    const ref = customersCollection(db).doc(uid);
    const [existing] = await reader.getAll([ref]);
    if (existing?.exists) return null;
    const orders = await reader.query(ordersCollection(db).where("uid", "==", uid));
    const counters = customerFromOrders(orders.docs.map((order) => order.data()));
    if (!counters) return null;
    return (transaction) => transaction.create(ref, counters);
  },
});
