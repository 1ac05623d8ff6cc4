// A relative import, not @bookstore/shared: vite.config.ts loads this file.
import { BOOK_ROUTE_KEY } from "../../../packages/shared/site/route-files.ts";

import { paths } from "./paths";

/**
 * A lazily loaded screen module: its path under src/app/ without ".tsx", e.g. "routes/book".
 * The router loads one by this name (app/lazy-screen.tsx); the build finds its file by it.
 */
export type ScreenModule = `routes/${string}`;

/** A screen module's path under src/. */
export function screenModuleFile(module: ScreenModule): string {
  return `app/${module}.tsx`;
}

/**
 * The lazy screen each server-sent page opens with, by the page's key in the shell's route-files
 * block (shared/site/route-files.ts): the build lists each one's files there, and the page function
 * links them as module preloads. The home page ships with the entry.
 */
export const FIRST_SCREEN_MODULES: Readonly<Record<string, ScreenModule>> = {
  [BOOK_ROUTE_KEY]: "routes/book",
  [paths.categories]: "routes/categories",
  [paths.catalogue]: "routes/catalogue",
  [paths.search]: "routes/search",
  [paths.cart]: "routes/cart",
};
