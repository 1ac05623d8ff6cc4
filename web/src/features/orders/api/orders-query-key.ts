/** Every cached orders query starts with this key, so placing an order can refresh them all. */
export const ORDERS_QUERY_KEY = ["orders"] as const;

export function customerOrdersKey(uid: string, email: string) {
  return [...ORDERS_QUERY_KEY, uid, email] as const;
}

/** One order, as the order page reads it. */
export function customerOrderKey(uid: string, id: string) {
  return [...ORDERS_QUERY_KEY, uid, "order", id] as const;
}
