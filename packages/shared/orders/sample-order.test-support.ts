import type { OrderDocument, Order } from "./order.ts";

/** One pending cash-on-delivery order of one book, as the API answers it. */
export const sampleOrder: Order = {
  _id: "o1",
  name: "Ada",
  email: "ada@example.com",
  phone: "+1 555 0100",
  address: { city: "C", country: "US", state: "S", zipcode: "1" },
  productIds: ["b1"],
  items: [{ bookId: "b1", title: "T", unitPriceCents: 999 }],
  totalPrice: "9.99",
  status: "pending",
  paymentMethod: "cash-on-delivery",
  createdAt: "2026-11-28T10:00:00.000Z",
  statusHistory: [{ status: "pending", at: "2026-11-28T10:00:00.000Z" }],
};

/** The same order as Firestore stores it (uid and cents total, no id), placed at `createdAt`. */
export function sampleOrderDocument<TTimestamp>(createdAt: TTimestamp): OrderDocument<TTimestamp> {
  const { name, email, phone, address, productIds, items, totalPrice, status, paymentMethod } =
    sampleOrder;
  return {
    uid: "u1",
    name,
    email,
    phone,
    address,
    productIds,
    items,
    totalPrice,
    totalCents: 999,
    status,
    paymentMethod,
    createdAt,
  };
}
