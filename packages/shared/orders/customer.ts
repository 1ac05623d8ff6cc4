/**
 * customers/<uid>: counters the order API keeps in the same commit as each order, so the
 * dashboard ranks customers by spend without reading their orders. Cancelled orders are taken
 * back out: `orders` and `spentCents` cover the customer's orders that are not cancelled. The
 * same document carries what the per-customer order limits count.
 */
export interface CustomerDocument<TTimestamp> {
  /** The name on the customer's latest order. */
  name: string;
  email: string;
  orders: number;
  spentCents: number;
  updatedAt: TTimestamp;
  /**
   * The customer's orders still pending, by id: the per-customer limit counts them. The order
   * API adds an order here in the commit that places it and takes it out in the commit that
   * moves it on.
   */
  pendingOrderIds?: string[];
  /** When the customer's orders of the last hour were placed, oldest first. */
  recentOrderTimes?: TTimestamp[];
}
