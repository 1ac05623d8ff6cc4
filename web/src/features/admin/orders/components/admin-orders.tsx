import { useId } from "react";
import { useSearchParams } from "react-router-dom";

import { orderStatusLabel } from "@/features/orders";
import { ORDER_STATUSES, type OrderStatus } from "@bookstore/shared/orders/order.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { PagedList } from "../../shared/components/paged-list";
import { ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { uniqueById } from "../../shared/utils/unique-by-id";
import { useAdminOrders } from "../api/admin-orders";
import { useOrderSelection } from "../hooks/use-order-selection";

import { AdminOrderRow } from "./admin-order-row";
import { ExportOrders } from "./export-orders";
import { OrderBulkActions } from "./order-bulk-actions";

function statusFrom(value: string | null): OrderStatus | "" {
  return ORDER_STATUSES.find((status) => status === value) ?? "";
}

/**
 * /dashboard/orders: every order, newest first, filtered by status, each movable along its chain;
 * the orders ticked get their packing slips printed or are marked shipped together.
 */
export function AdminOrders() {
  const user = useAdminUser();
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get("status"));
  const orders = useAdminOrders(user, status);
  const filterId = useId();
  const shown = uniqueById(orders.data?.pages.flatMap((page) => page.items) ?? []);
  const selection = useOrderSelection(shown.map((order) => order._id));

  return (
    <PagedList
      query={orders}
      title="Orders"
      headingId="orders-heading"
      toolbar={<OrderBulkActions selection={selection} />}
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
      renderItem={(order) => (
        <AdminOrderRow
          order={order}
          selected={selection.isSelected(order._id)}
          onSelectedChange={(selected) => {
            selection.setSelected(order._id, selected);
          }}
        />
      )}
    />
  );
}
