import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";

import { listContactMessages } from "./list-contact-messages.ts";
import { postContactMessage } from "./post-contact-message.ts";

export const contactRouter = Router();

contactRouter.route("/").get(listContactMessages).post(postContactMessage).all(methodNotAllowed);
