import { formatDollars } from "@bookstore/shared/core/money.ts";
import { formatDate } from "@bookstore/shared/format/date.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { collectAtLine } from "../utils/collection-display";
import { orderBookTitles } from "../utils/order-display";

/** One order on the user dashboard: Order ID, Date, Total, where to collect it, and the books. */
export function DashboardOrder({ order }: { order: Order }) {
  return (
    <li data-testid="dashboard-order" className="rounded-lg border border-slate-200 p-4">
      <p className="font-medium break-all">Order ID: {order._id}</p>
      <p>
        Date: <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </p>
      <p>Total: {formatDollars(order.totalPrice)}</p>
      {order.collection !== undefined && (
        <p data-testid="dashboard-order-collection">{collectAtLine(order.collection)}</p>
      )}
      <ul aria-label="Books" className="mt-2 list-disc pl-5 text-slate-700">
        {orderBookTitles(order).map((title, index) => (
          <li key={`${String(index)}-${title}`} className="break-words">
            {title}
          </li>
        ))}
      </ul>
    </li>
  );
}
