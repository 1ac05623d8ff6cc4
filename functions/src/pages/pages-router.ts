import compression from "compression";
import { Router } from "express";

import { SEARCH_PAGE_LIMIT, SITEMAP_LIMIT } from "@bookstore/shared/site/site-route-limits.ts";
import { SHOPPER_PATHS } from "@bookstore/shared/site/site-routes.ts";

import { getPage } from "./get-page.ts";
import { getSitemapChild } from "./get-sitemap-child.ts";
import { getSitemapIndex } from "./get-sitemap-index.ts";
import { limitSiteRoute } from "./limit-site-route.ts";
import { SITEMAP_CHILD_PATH, SITEMAP_INDEX_PATH } from "./sitemap-files.ts";

/**
 * The store's pages and sitemaps, served from Hosting's catch-all rewrite (firebase.json);
 * robots.txt is a file of the web build. It goes last: every address no other router serves is
 * a page, or the 404 page. Other methods than GET and HEAD fall through to the API's JSON 404.
 */
export const pagesRouter = Router();

// The API's and the covers' unknown addresses keep their JSON 404.
pagesRouter.use(["/api", "/covers"], (_req, _res, next) => {
  next("router");
});
// Pages and sitemaps leave the function compressed, whatever serves them on: a book list's page
// then fits in the first round trip of a phone's connection.
pagesRouter.use(compression());
// Per-client limits where a request does work for anyone (shared/site/site-route-limits.ts): the
// search page runs a search, the sitemaps read the catalogue when this instance has no copy.
pagesRouter.get(SHOPPER_PATHS.search, limitSiteRoute(SEARCH_PAGE_LIMIT, "html"));
pagesRouter.get([SITEMAP_INDEX_PATH, SITEMAP_CHILD_PATH], limitSiteRoute(SITEMAP_LIMIT, "text"));
pagesRouter.get(SITEMAP_INDEX_PATH, getSitemapIndex);
pagesRouter.get(SITEMAP_CHILD_PATH, getSitemapChild);
// Without a path pattern, so no parameter is decoded: a malformed percent-encoding reaches the
// page, which answers it as an address with no page.
pagesRouter.use(async (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    next();
    return;
  }
  await getPage(req, res, next);
});
