import { endpointRouter } from "../http/endpoint-router.ts";

import { cancelOrder } from "./cancel-order.ts";
import { cancelPreOrderByLink } from "./cancel-pre-order-by-link.ts";
import { changeOrderStatus } from "./change-order-status.ts";
import { collectOrder } from "./collect-order.ts";
import { createOrder } from "./create-order.ts";
import { getOrder } from "./get-order.ts";
import { listOrdersByEmail } from "./list-orders-by-email.ts";
import { listOrders } from "./list-orders.ts";
import { shipOrders } from "./ship-orders.ts";

/** Each endpoint runs behind its contract entry's access and rate limit (endpoint-router.ts). */
export const ordersRouter = endpointRouter(
  [listOrders, createOrder],
  [listOrdersByEmail],
  [changeOrderStatus],
  [cancelOrder],
  [collectOrder],
  [cancelPreOrderByLink],
  // Before `:id`, which would otherwise take "ship" for an order id.
  [shipOrders],
  // `:id` is one segment, so /api/orders/email/:email never reaches it whatever the order.
  [getOrder],
);
