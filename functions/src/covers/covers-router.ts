import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";

import { uploadCover } from "./upload-cover.ts";

export const coversRouter = Router();

coversRouter.route("/").post(uploadCover).all(methodNotAllowed);
