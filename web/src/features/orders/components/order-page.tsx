import type { User } from "firebase/auth";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { formatDollars, formatMoney } from "@bookstore/shared/core/money.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";
import { lineStateLabel } from "@bookstore/shared/orders/pre-order-wording.ts";

import { useOrder } from "../hooks/use-order";
import { ORDER_PAGE_MESSAGES, ORDERS_MESSAGES } from "../utils/orders-messages";

import { CancelOrderButton } from "./cancel-order-button";
import { OrderDateAndStatus } from "./order-date-and-status";
import { OrderFulfilment } from "./order-fulfilment";
import { OrderHistory } from "./order-history";

interface OrderPageProps {
  user: User;
  id: string;
  /** What an unknown order, or another customer's, shows: the app's not-found screen. */
  notFound: ReactNode;
}

/** One of the customer's orders: books and prices, payment, delivery or collection, history. */
export function OrderPage({ user, id, notFound }: OrderPageProps) {
  const query = useOrder(user, id);
  if (query.data !== undefined) return <OrderDetails user={user} order={query.data} />;
  if (query.error instanceof ApiError && query.error.status === 404) return notFound;
  return query.isError ? (
    <p role="alert" className="text-red-700">
      {ORDER_PAGE_MESSAGES.loadFailed}
    </p>
  ) : (
    <p role="status">{ORDERS_MESSAGES.loading}</p>
  );
}

function OrderDetails({ user, order }: { user: User; order: Order }) {
  return (
    <article aria-labelledby="order-title" data-testid="order-page" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 id="order-title" className="text-3xl font-bold">
          {ORDER_PAGE_MESSAGES.title}
        </h1>
        <p className="break-all text-slate-600">Order ID: {order._id}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
        <OrderDateAndStatus order={order} />
        <OrderFulfilment order={order} />
        <dt className="font-semibold">Phone:</dt>
        <dd data-testid="order-phone">{order.phone}</dd>
      </dl>
      <section aria-labelledby="order-books" className="flex flex-col gap-2">
        <h2 id="order-books" className="text-xl font-semibold">
          {ORDER_PAGE_MESSAGES.books}
        </h2>
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {order.items.map((item) => {
            const state = lineStateLabel(order, item);
            return (
              <li
                key={item.bookId}
                data-testid="order-item"
                className="flex justify-between gap-4 px-4 py-2"
              >
                <span className="flex min-w-0 flex-col">
                  <Link to={paths.book(item.bookId)} className="break-words hover:underline">
                    {item.title.trim() === "" ? item.bookId : item.title}
                  </Link>
                  {state !== null && (
                    <span data-testid="order-item-state" className="text-sm text-slate-700">
                      {state}
                    </span>
                  )}
                </span>
                <span className="shrink-0">{formatMoney(item.unitPriceCents)}</span>
              </li>
            );
          })}
          <li className="flex justify-between gap-4 px-4 py-2 font-semibold">
            <span>{ORDER_PAGE_MESSAGES.total}</span>
            <span data-testid="order-total">{formatDollars(order.totalPrice)}</span>
          </li>
        </ul>
      </section>
      <section aria-labelledby="order-history-title" className="flex flex-col gap-2">
        <h2 id="order-history-title" className="text-xl font-semibold">
          {ORDER_PAGE_MESSAGES.history}
        </h2>
        <OrderHistory history={order.statusHistory} />
      </section>
      <div className="flex flex-wrap items-center gap-4">
        <CancelOrderButton user={user} order={order} />
        <Link to={paths.orders} className="text-blue-700 underline hover:text-blue-900">
          {ORDER_PAGE_MESSAGES.backToOrders}
        </Link>
      </div>
    </article>
  );
}
