import type { User } from "firebase/auth";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { formatDollars } from "@bookstore/shared/core/money.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { orderBookTitles } from "../utils/order-display";
import { ORDER_PAGE_MESSAGES } from "../utils/orders-messages";

import { CancelOrderButton } from "./cancel-order-button";
import { OrderDateAndStatus } from "./order-date-and-status";
import { OrderFulfilment } from "./order-fulfilment";

/**
 * One order on the orders page: id, date, status, total, payment, delivery or collection and the
 * books, a link to the order's page and, while the customer may cancel, 'Cancel order'.
 */
export function OrderCard({ user, order }: { user: User; order: Order }) {
  const titleId = `order-${order._id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="order"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold break-all">
        Order ID: {order._id}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
        <OrderDateAndStatus order={order} />
        <dt className="font-semibold">Total:</dt>
        <dd data-testid="order-total">{formatDollars(order.totalPrice)}</dd>
        <OrderFulfilment order={order} />
      </dl>
      <div>
        <h3 className="font-semibold">Books</h3>
        <ul className="mt-1 list-disc pl-5 text-slate-800">
          {orderBookTitles(order).map((title, index) => (
            <li key={`${String(index)}-${title}`} className="break-words">
              {title}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Link
          to={paths.order(order._id)}
          className="font-semibold text-blue-700 underline hover:text-blue-900"
        >
          {ORDER_PAGE_MESSAGES.viewOrder}
        </Link>
        <CancelOrderButton user={user} order={order} />
      </div>
    </article>
  );
}
