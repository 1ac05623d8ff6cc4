import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";

import { listSubscribers } from "./list-subscribers.ts";
import { subscribe } from "./subscribe.ts";

export const newsletterRouter = Router();

newsletterRouter.route("/").get(listSubscribers).post(subscribe).all(methodNotAllowed);
