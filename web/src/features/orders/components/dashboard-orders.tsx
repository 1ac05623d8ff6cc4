import type { User } from "firebase/auth";

import { ORDERS_MESSAGES } from "../utils/orders-messages";

import { CustomerOrders } from "./customer-orders";
import { DashboardOrder } from "./dashboard-order";

/** The user dashboard's 'Your Orders'. */
export function DashboardOrders({ user }: { user: User }) {
  return (
    <section aria-labelledby="your-orders" className="flex flex-col gap-4">
      <h2 id="your-orders" className="text-xl font-semibold">
        Your Orders
      </h2>
      <CustomerOrders
        user={user}
        emptyMessage={ORDERS_MESSAGES.dashboardEmpty}
        loadFailedMessage={ORDERS_MESSAGES.dashboardLoadFailed}
      >
        {(orders) => (
          <ul className="flex flex-col gap-4">
            {orders.map((order) => (
              <DashboardOrder key={order._id} order={order} />
            ))}
          </ul>
        )}
      </CustomerOrders>
    </section>
  );
}
