import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";

import { changeOrderStatus } from "./change-order-status.ts";
import { createOrder } from "./create-order.ts";
import { listOrdersByEmail } from "./list-orders-by-email.ts";
import { listOrders } from "./list-orders.ts";

export const ordersRouter = Router();

ordersRouter.route("/").get(listOrders).post(createOrder).all(methodNotAllowed);
ordersRouter.route("/email/:email").get(listOrdersByEmail).all(methodNotAllowed);
ordersRouter.route("/:id/status").patch(changeOrderStatus).all(methodNotAllowed);
