import { Router } from "express";

import { methodNotAllowed } from "../http/error-handlers.ts";
import * as API from "../shared/api/contract.ts";

import { exportCatalogue } from "./export-catalogue.ts";
import { importCatalogue } from "./import-catalogue.ts";

export const catalogueRouter = Router();

catalogueRouter.route(API.importCatalogue.path).post(importCatalogue).all(methodNotAllowed);
catalogueRouter.route(API.exportCatalogue.path).get(exportCatalogue).all(methodNotAllowed);
