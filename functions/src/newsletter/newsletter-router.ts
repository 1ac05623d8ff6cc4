import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/contract.ts";

import { listSubscribers } from "./list-subscribers.ts";
import { subscribe } from "./subscribe.ts";
import { unsubscribe } from "./unsubscribe.ts";

export const newsletterRouter = Router();

newsletterRouter
  .route(API.listSubscribers.path)
  .get(listSubscribers)
  .post(subscribe)
  .all(methodNotAllowed);

newsletterRouter.route(API.unsubscribe.path).post(unsubscribe).all(methodNotAllowed);
