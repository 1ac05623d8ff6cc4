import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/contract.ts";

import { uploadCover } from "./upload-cover.ts";

export const coversRouter = Router();

coversRouter.route(API.uploadCover.path).post(uploadCover).all(methodNotAllowed);
