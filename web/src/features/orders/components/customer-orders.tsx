import type { User } from "firebase/auth";
import type { ReactNode } from "react";

import { LoadMore } from "@/components/ui/load-more";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { useCustomerOrders } from "../hooks/use-customer-orders";
import { ordersOf } from "../utils/order-display";
import { ORDERS_MESSAGES } from "../utils/orders-messages";

interface CustomerOrdersProps {
  user: User;
  emptyMessage: string;
  loadFailedMessage: string;
  children: (orders: readonly Order[]) => ReactNode;
}

/** The customer's orders in their loading, failed, empty and listed states, with 'Load more'. */
export function CustomerOrders({
  user,
  emptyMessage,
  loadFailedMessage,
  children,
}: CustomerOrdersProps) {
  const query = useCustomerOrders(user);

  if (query.data === undefined) {
    return query.isError ? (
      <p role="alert" className="text-red-700">
        {loadFailedMessage}
      </p>
    ) : (
      <p role="status">{ORDERS_MESSAGES.loading}</p>
    );
  }

  const orders = ordersOf(query.data.pages);
  if (orders.length === 0) return <p className="text-lg text-slate-600">{emptyMessage}</p>;
  return (
    <div className="flex flex-col gap-6">
      {children(orders)}
      {query.hasNextPage && (
        <LoadMore
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onLoadMore={() => void query.fetchNextPage()}
          failedMessage={ORDERS_MESSAGES.loadMoreFailed}
        />
      )}
    </div>
  );
}
