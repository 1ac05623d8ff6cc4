import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";

import { postContactMessage } from "./post-contact-message.ts";

export const contactRouter = Router();

contactRouter.route("/").post(postContactMessage).all(methodNotAllowed);
