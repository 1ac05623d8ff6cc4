import { Router } from "express";

import { getPage } from "./get-page.ts";
import { getRobots } from "./get-robots.ts";
import { getSitemapChild } from "./get-sitemap-child.ts";
import { getSitemapIndex } from "./get-sitemap-index.ts";
import { SITEMAP_CHILD_PATH, SITEMAP_INDEX_PATH } from "./sitemap-files.ts";

/**
 * The store's pages and crawler files, served from Hosting's catch-all rewrite (firebase.json).
 * It goes last: every address no other router serves is a page, or the 404 page. Other methods
 * than GET and HEAD fall through to the API's JSON 404.
 */
export const pagesRouter = Router();

// The API's and the covers' unknown addresses keep their JSON 404.
pagesRouter.use(["/api", "/covers"], (_req, _res, next) => {
  next("router");
});
pagesRouter.get("/robots.txt", getRobots);
pagesRouter.get(SITEMAP_INDEX_PATH, getSitemapIndex);
pagesRouter.get(SITEMAP_CHILD_PATH, getSitemapChild);
pagesRouter.get("/{*page}", getPage);
