import type { RequestHandler } from "express";

import { configuredStoreOrigin } from "../mail/store-origin.ts";
import { PRIVATE_PATHS, SHOPPER_PATHS } from "../shared/site-routes.ts";

import { CRAWLER_FILE_CACHE_CONTROL } from "./page-cache.ts";
import { SITEMAP_INDEX_PATH } from "./sitemap-files.ts";

/**
 * Kept from crawlers: a visitor's own pages, the admins', the API, and search results (the
 * search page itself may be crawled; each query would be a page of its own).
 */
const DISALLOWED = [
  PRIVATE_PATHS.cart,
  PRIVATE_PATHS.checkout,
  PRIVATE_PATHS.account,
  PRIVATE_PATHS.orders,
  PRIVATE_PATHS.userDashboard,
  PRIVATE_PATHS.myLibrary,
  PRIVATE_PATHS.dashboard,
  PRIVATE_PATHS.admin,
  `${SHOPPER_PATHS.search}?`,
  "/api/",
];

/** GET /robots.txt */
export const getRobots: RequestHandler = (_req, res) => {
  const lines = [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${configuredStoreOrigin()}${SITEMAP_INDEX_PATH}`,
    "",
  ];
  res
    .status(200)
    .set({
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": CRAWLER_FILE_CACHE_CONTROL,
    })
    .send(lines.join("\n"));
};
