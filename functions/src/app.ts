import express from "express";

import { COVER_FILE_PATH, COVER_PNG_PATH } from "@bookstore/shared/api/api-path.ts";

import { accountRouter } from "./account/account-router.ts";
import { adminRouter } from "./admin/admin-router.ts";
import { authRouter } from "./auth/auth-router.ts";
import { booksRouter } from "./books/books-router.ts";
import { catalogueRouter } from "./catalogue/catalogue-router.ts";
import { collectionRouter } from "./collection/collection-router.ts";
import { contactRouter } from "./contact/contact-router.ts";
import { coversRouter } from "./covers/covers-router.ts";
import { getCoverPng } from "./covers/get-cover-png.ts";
import { coverSecurityHeaders, getCover } from "./covers/get-cover.ts";
import { TRUST_PROXY } from "./http/client-address.ts";
import { handleErrors, methodNotAllowed, notFound } from "./http/error-handlers.ts";
import { API_BODY_LIMIT_BYTES, limitBodySize } from "./http/limit-body-size.ts";
import { requireJsonBody } from "./http/require-json-body.ts";
import { storeGate } from "./http/store-gate.ts";
import { newsletterRouter } from "./newsletter/newsletter-router.ts";
import { ordersRouter } from "./orders/orders-router.ts";
import { pagesRouter } from "./pages/pages-router.ts";
import { reviewsRouter } from "./reviews/reviews-router.ts";
import { stockAlertsRouter } from "./stock-alerts/stock-alerts-router.ts";
import { versesRouter } from "./verses/verses-router.ts";

export function createApp(): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", TRUST_PROXY);
  app.use("/covers", coverSecurityHeaders);
  app.use(storeGate);
  // Raw image bodies, with their own 5 MB limit; every other body is JSON of at most 100 KB.
  // Each router serves the full paths of its endpoints (shared/api/contract.ts).
  app.use(coversRouter);
  app.use(limitBodySize(API_BODY_LIMIT_BYTES));
  app.use(requireJsonBody);
  app.use(express.json({ limit: API_BODY_LIMIT_BYTES }));
  app.use(accountRouter);
  app.use(adminRouter);
  app.use(authRouter);
  app.use(booksRouter);
  app.use(catalogueRouter);
  app.use(collectionRouter);
  app.use(contactRouter);
  app.use(newsletterRouter);
  app.use(ordersRouter);
  app.use(reviewsRouter);
  app.use(stockAlertsRouter);
  app.use(versesRouter);
  app.route(COVER_FILE_PATH).get(getCover).all(methodNotAllowed);
  app.route(COVER_PNG_PATH).get(getCoverPng).all(methodNotAllowed);
  // Last: every other GET is a page of the app, or its 404 page (Hosting rewrites them here).
  app.use(pagesRouter);
  app.use(notFound);
  app.use(handleErrors);
  return app;
}
