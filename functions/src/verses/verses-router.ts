import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";

import { getVerse } from "./get-verse.ts";
import { listVerses } from "./list-verses.ts";

export const versesRouter = Router();

versesRouter.route("/").get(listVerses).all(methodNotAllowed);
versesRouter.route("/:chapter/:verse").get(getVerse).all(methodNotAllowed);
