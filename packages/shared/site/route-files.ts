import { BOOK_PATH_PREFIX } from "./site-routes.ts";

/**
 * The shell's list of the JavaScript files each server-sent page's first screen renders with,
 * written by the web build (web/vite.config.ts) as an inert JSON block, keyed by the page's
 * address pattern. The page function takes the block out and links the page's files as module
 * preloads, so they download beside the app's entry instead of after it has run.
 */
export const ROUTE_FILES_ELEMENT_ID = "route-files";

/** A book page's key in the block; every other page's is its path. */
export const BOOK_ROUTE_KEY = `${BOOK_PATH_PREFIX}:id`;

export type RouteFiles = Readonly<Record<string, readonly string[]>>;
