import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/contract.ts";

import { changePassword } from "./change-password.ts";
import { deleteAccount } from "./delete-account.ts";
import { getAccountData } from "./get-account-data.ts";

export const accountRouter = Router();

accountRouter.route(API.changePassword.path).post(changePassword).all(methodNotAllowed);
accountRouter.route(API.getAccountData.path).get(getAccountData).all(methodNotAllowed);
accountRouter.route(API.deleteAccount.path).post(deleteAccount).all(methodNotAllowed);
