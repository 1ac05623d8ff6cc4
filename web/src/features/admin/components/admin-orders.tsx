import { useId } from "react";
import { useSearchParams } from "react-router-dom";

import { Spinner } from "@/components/ui/spinner";
import { orderStatusLabel } from "@/features/orders/utils/order-display";
import { ORDER_STATUSES, type OrderStatus } from "@shared/order.ts";

import { useAdminOrders } from "../api/admin-orders";
import { useAdminUser } from "../hooks/admin-user";
import { ADMIN_TEXT } from "../utils/admin-messages";
import { uniqueById } from "../utils/unique-by-id";

import { AdminOrderRow } from "./admin-order-row";
import { LoadMore } from "./load-more";

function statusFrom(value: string | null): OrderStatus | "" {
  return ORDER_STATUSES.find((status) => status === value) ?? "";
}

/** /dashboard/orders: every order, newest first, filtered by status, each movable along its chain. */
export function AdminOrders() {
  const user = useAdminUser();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get("status"));
  const orders = useAdminOrders(user, status);
  const filterId = useId();

  let body;
  if (orders.data === undefined) {
    body = orders.isError ? (
      <p role="alert" className="px-4 py-6 text-red-800">
        {ADMIN_TEXT.ordersLoadFailed}
      </p>
    ) : (
      <div className="flex justify-center py-12">
        <Spinner label="Loading the orders" />
      </div>
    );
  } else {
    const list = uniqueById(orders.data.pages.flatMap((page) => page.items));
    body =
      list.length === 0 ? (
        <p className="px-4 py-6 text-slate-700">No orders found!</p>
      ) : (
        <>
          <ul data-testid="admin-orders" className="divide-y divide-slate-200">
            {list.map((order) => (
              <AdminOrderRow key={order._id} order={order} />
            ))}
          </ul>
          {orders.hasNextPage && (
            <LoadMore
              loading={orders.isFetchingNextPage}
              failed={orders.isFetchNextPageError}
              onLoadMore={() => void orders.fetchNextPage()}
            />
          )}
        </>
      );
  }

  return (
    <section
      aria-labelledby="orders-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 id="orders-heading" className="text-lg font-semibold">
          Orders
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm font-medium">
            Status
          </label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => {
              const next = statusFrom(event.target.value);
              setParams(next === "" ? {} : { status: next });
            }}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((option) => (
              <option key={option} value={option}>
                {orderStatusLabel(option)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
    </section>
  );
}
