import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/contract.ts";

import { listContactMessages } from "./list-contact-messages.ts";
import { postContactMessage } from "./post-contact-message.ts";

export const contactRouter = Router();

contactRouter
  .route(API.listContactMessages.path)
  .get(listContactMessages)
  .post(postContactMessage)
  .all(methodNotAllowed);
