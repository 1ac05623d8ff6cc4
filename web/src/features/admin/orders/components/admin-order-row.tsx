import { useState } from "react";

import { orderBookTitles, orderStatusLabel } from "@/features/orders";
import { ApiError } from "@/lib/api-client";
import { formatDollars } from "@bookstore/shared/core/money.ts";
import { formatDate } from "@bookstore/shared/format/date.ts";
import type { Order, OrderStatus } from "@bookstore/shared/orders/order.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { useChangeOrderStatus } from "../api/admin-orders";
import { COLLECTION_TEXT, statusMoves } from "../utils/order-collection";
import { SHIPPING_TEXT } from "../utils/order-shipping-text";

import { CollectionCodeForm } from "./collection-code-form";

const STATUS_STYLES: Record<OrderStatus, string> = {
  "awaiting-publication": "bg-purple-100 text-purple-900",
  pending: "bg-amber-100 text-amber-900",
  processing: "bg-blue-100 text-blue-900",
  shipped: "bg-indigo-100 text-indigo-900",
  delivered: "bg-green-100 text-green-900",
  "ready-for-collection": "bg-teal-100 text-teal-900",
  collected: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-slate-200 text-slate-800",
};

interface AdminOrderRowProps {
  order: Order;
  /** Whether the order is ticked for the list's bulk actions. */
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
}

/**
 * One order: who, when, what, the total, where it is collected, its status and the moves it may
 * make next; an order ready for collection takes the customer's code.
 */
export function AdminOrderRow({ order, selected, onSelectedChange }: AdminOrderRowProps) {
  const user = useAdminUser();
  const change = useChangeOrderStatus(user);
  const [refusal, setRefusal] = useState<string>();
  // The API's answer to a matching code. Collected is the last status, so it stays true while the
  // list loads again, and the row shows it at once.
  const [collected, setCollected] = useState<Order>();
  const current = collected ?? order;
  const titleId = `admin-order-${order._id}`;
  const next = statusMoves(current);
  const anonymised = order.anonymisedAt !== undefined;

  const move = (status: OrderStatus) => {
    setRefusal(undefined);
    change.mutate(
      { id: order._id, status },
      {
        onError: (error) => {
          setRefusal(
            error instanceof ApiError && error.status !== undefined && error.status < 500
              ? error.message
              : "Could not change the status. Please try again.",
          );
        },
      },
    );
  };

  return (
    <li
      data-testid="admin-order"
      aria-labelledby={titleId}
      className="flex flex-col gap-2 px-4 py-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          <input
            type="checkbox"
            aria-label={SHIPPING_TEXT.selectOrder(order._id)}
            checked={selected}
            onChange={(event) => {
              onSelectedChange(event.target.checked);
            }}
            className="mt-1 size-4 shrink-0"
          />
          <h3 id={titleId} className="min-w-0 font-semibold break-all">
            Order {order._id}
          </h3>
        </div>
        <span className="flex flex-wrap gap-2">
          {anonymised && (
            <span
              data-testid="admin-order-anonymised"
              className="rounded-full bg-slate-700 px-3 py-1 text-xs font-semibold text-white"
            >
              {ADMIN_TEXT.anonymisedOrder}
            </span>
          )}
          <span
            data-testid="admin-order-status"
            className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_STYLES[current.status]}`}
          >
            {orderStatusLabel(current.status)}
          </span>
        </span>
      </div>
      <p className="text-sm break-words text-slate-700">
        <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{" "}
        {anonymised ? (
          <em>{ADMIN_TEXT.anonymisedOrderNote}</em>
        ) : (
          <>
            {order.name} · <span className="break-all">{order.email}</span>
          </>
        )}{" "}
        · {formatDollars(order.totalPrice)}
      </p>
      {order.collection !== undefined && (
        <p data-testid="admin-order-collection" className="text-sm break-words text-slate-700">
          {COLLECTION_TEXT.collectAt(order.collection.name)}
        </p>
      )}
      <p className="text-sm break-words text-slate-600">{orderBookTitles(order).join(", ")}</p>
      {next.length > 0 && (
        <div
          role="group"
          aria-label={`Change the status of order ${order._id}`}
          className="flex flex-wrap gap-2"
        >
          {next.map((status) => (
            <button
              key={status}
              type="button"
              disabled={change.isPending}
              onClick={() => {
                move(status);
              }}
              className={`rounded-md px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60 ${
                status === "cancelled"
                  ? "border border-red-700 text-red-700 hover:bg-red-50"
                  : "bg-blue-700 text-white hover:bg-blue-800"
              }`}
            >
              {status === "cancelled" ? "Cancel order" : `Mark as ${orderStatusLabel(status)}`}
            </button>
          ))}
        </div>
      )}
      {current.status === "ready-for-collection" && (
        <CollectionCodeForm orderId={order._id} onCollected={setCollected} />
      )}
      {collected !== undefined && (
        <p role="status" className="text-sm text-green-800">
          {COLLECTION_TEXT.handedOver}
        </p>
      )}
      {refusal !== undefined && (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      )}
    </li>
  );
}
