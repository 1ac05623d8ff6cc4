import { formatDate } from "@bookstore/shared/format/date.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { orderStatusLabel } from "../utils/order-display";

/** The order's date and status, as terms of the description list its card and page open with. */
export function OrderDateAndStatus({ order }: { order: Pick<Order, "createdAt" | "status"> }) {
  return (
    <>
      <dt className="font-semibold">Date:</dt>
      <dd>
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </dd>
      <dt className="font-semibold">Status:</dt>
      <dd data-testid="order-status">{orderStatusLabel(order.status)}</dd>
    </>
  );
}
