import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/contract.ts";

import { adminLogin } from "./admin-login.ts";
import { adminLogout } from "./admin-logout.ts";
import { logout } from "./logout.ts";

export const authRouter = Router();

authRouter.route(API.adminLogin.path).post(adminLogin).all(methodNotAllowed);
authRouter.route(API.adminLogout.path).post(adminLogout).all(methodNotAllowed);
authRouter.route(API.logout.path).post(logout).all(methodNotAllowed);
