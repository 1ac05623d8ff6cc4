import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/endpoints.ts";

import { changePassword } from "./change-password.ts";

export const accountRouter = Router();

accountRouter.route(API.changePassword.path).post(changePassword).all(methodNotAllowed);
