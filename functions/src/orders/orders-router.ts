import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/contract.ts";

import { cancelOrder } from "./cancel-order.ts";
import { changeOrderStatus } from "./change-order-status.ts";
import { createOrder } from "./create-order.ts";
import { getOrder } from "./get-order.ts";
import { listOrdersByEmail } from "./list-orders-by-email.ts";
import { listOrders } from "./list-orders.ts";
import { shipOrders } from "./ship-orders.ts";

export const ordersRouter = Router();

ordersRouter.route(API.listOrders.path).get(listOrders).post(createOrder).all(methodNotAllowed);
ordersRouter.route(API.listOrdersByEmail.path).get(listOrdersByEmail).all(methodNotAllowed);
ordersRouter.route(API.changeOrderStatus.path).patch(changeOrderStatus).all(methodNotAllowed);
ordersRouter.route(API.cancelOrder.path).post(cancelOrder).all(methodNotAllowed);
// Before `:id`, which would otherwise take "ship" for an order id.
ordersRouter.route(API.shipOrders.path).post(shipOrders).all(methodNotAllowed);
// `:id` is one segment, so /api/orders/email/:email never reaches it whatever the order.
ordersRouter.route(API.getOrder.path).get(getOrder).all(methodNotAllowed);
