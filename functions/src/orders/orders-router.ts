import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";

import { createOrder } from "./create-order.ts";
import { listOrdersByEmail } from "./list-orders-by-email.ts";

export const ordersRouter = Router();

ordersRouter.route("/").post(createOrder).all(methodNotAllowed);
ordersRouter.route("/email/:email").get(listOrdersByEmail).all(methodNotAllowed);
