import { PRIVATE_PATHS, SHOPPER_PATHS } from "./site-routes.ts";

/** Where the sitemap index is served (functions/src/pages). */
export const SITEMAP_INDEX_PATH = "/sitemap.xml";

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

/**
 * robots.txt for the store at `origin`. The web build writes it as a file (web/vite.config.ts):
 * the Functions emulator answers /robots.txt itself, before any function, so only a file is
 * served the same way on the emulator and deployed.
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    "",
  ].join("\n");
}
