import type { User } from "firebase/auth";

import { ORDERS_MESSAGES } from "../utils/orders-messages";

import { CustomerOrders } from "./customer-orders";
import { OrderCard } from "./order-card";

/** The orders page's list. */
export function OrdersList({ user }: { user: User }) {
  return (
    <CustomerOrders
      user={user}
      emptyMessage={ORDERS_MESSAGES.empty}
      loadFailedMessage={ORDERS_MESSAGES.loadFailed}
    >
      {(orders) => (
        <ul className="flex flex-col gap-6">
          {orders.map((order) => (
            <li key={order._id}>
              <OrderCard user={user} order={order} />
            </li>
          ))}
        </ul>
      )}
    </CustomerOrders>
  );
}
