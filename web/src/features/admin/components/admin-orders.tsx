import { useId } from "react";
import { useSearchParams } from "react-router-dom";

import { orderStatusLabel } from "@/features/orders";
import { ORDER_STATUSES, type OrderStatus } from "@shared/order.ts";

import { useAdminOrders } from "../api/admin-orders";
import { useAdminUser } from "../hooks/admin-user";
import { ADMIN_TEXT } from "../utils/admin-messages";

import { AdminOrderRow } from "./admin-order-row";
import { ExportOrders } from "./export-orders";
import { PagedList } from "./paged-list";

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

  return (
    <PagedList
      query={orders}
      title="Orders"
      headingId="orders-heading"
      actions={
        <div className="flex flex-wrap items-center gap-2">
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
          <ExportOrders status={status} />
        </div>
      }
      loadingLabel="Loading the orders"
      failedMessage={ADMIN_TEXT.ordersLoadFailed}
      emptyMessage="No orders found!"
      testId="admin-orders"
      renderItem={(order) => <AdminOrderRow order={order} />}
    />
  );
}
