import { paths } from "./paths";

/**
 * A lazily loaded screen module: its path under src/app/ without ".tsx", e.g. "routes/book".
 * The router loads one by this name (app/lazy-screen.ts); the build finds its file by it.
 */
export type ScreenModule = "query-layout" | `routes/${string}`;

/** A screen module's path under src/. */
export function screenModuleFile(module: ScreenModule): string {
  return `app/${module}.tsx`;
}

export interface FirstScreenRoute {
  name: string;
  matches: (pathname: string) => boolean;
  /** The lazy modules the screen renders with, its layouts first. */
  modules: readonly ScreenModule[];
}

/** The start of every book page's path. */
export const BOOK_PATH_PREFIX = paths.bookPattern.replace(":id", "");

/**
 * The screens whose lazy modules first-screen.ts fetches while the app's entry downloads (the
 * build lists their files in index.html: see vite.config.ts), instead of after it has run.
 */
export const FIRST_SCREEN_ROUTES: readonly FirstScreenRoute[] = [
  {
    name: "book",
    matches: (pathname) => pathname.startsWith(BOOK_PATH_PREFIX),
    modules: ["query-layout", "routes/book"],
  },
  {
    name: "categories",
    matches: (pathname) => pathname === paths.categories,
    modules: ["query-layout", "routes/categories"],
  },
  {
    name: "catalogue",
    matches: (pathname) => pathname === paths.catalogue,
    modules: ["query-layout", "routes/catalogue"],
  },
  {
    name: "search",
    matches: (pathname) => pathname === paths.search,
    modules: ["query-layout", "routes/search"],
  },
  { name: "cart", matches: (pathname) => pathname === paths.cart, modules: ["routes/cart"] },
];

/** The id of index.html's JSON list of each route's files. */
export const ROUTE_FILES_ELEMENT_ID = "first-screen-route-files";
