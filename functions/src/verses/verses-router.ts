import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/contract.ts";

import { getVerse } from "./get-verse.ts";
import { listVerses } from "./list-verses.ts";

export const versesRouter = Router();

versesRouter.route(API.listVerses.path).get(listVerses).all(methodNotAllowed);
versesRouter.route(API.getVerse.path).get(getVerse).all(methodNotAllowed);
