import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";

import { subscribe } from "./subscribe.ts";

export const newsletterRouter = Router();

newsletterRouter.route("/").post(subscribe).all(methodNotAllowed);
