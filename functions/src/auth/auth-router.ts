import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";

import { adminLogin } from "./admin-login.ts";
import { adminLogout } from "./admin-logout.ts";
import { logout } from "./logout.ts";

export const authRouter = Router();

authRouter.route("/admin").post(adminLogin).all(methodNotAllowed);
authRouter.route("/admin/logout").post(adminLogout).all(methodNotAllowed);
authRouter.route("/logout").post(logout).all(methodNotAllowed);
