/**
 * customers/<uid>: counters the order API keeps in the same commit as each order, so the
 * dashboard ranks customers by spend without reading their orders. Cancelled orders are taken
 * back out: `orders` and `spentCents` cover the customer's orders that are not cancelled.
 */
export interface CustomerDocument<TTimestamp> {
  /** The name on the customer's latest order. */
  name: string;
  email: string;
  orders: number;
  spentCents: number;
  updatedAt: TTimestamp;
}
