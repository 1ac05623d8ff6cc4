import { paths } from "./paths";

export interface FirstScreenRoute {
  name: string;
  matches: (pathname: string) => boolean;
  /** The lazy modules (under src/) the screen renders with. */
  modules: readonly string[];
}

/** The start of every book page's path. */
export const BOOK_PATH_PREFIX = paths.bookPattern.replace(":id", "");
const queryLayout = "app/query-layout.tsx";

/**
 * The screens whose lazy modules first-screen.ts fetches while the app's entry downloads (the
 * build lists their files in index.html: see vite.config.ts), instead of after it has run.
 */
export const FIRST_SCREEN_ROUTES: readonly FirstScreenRoute[] = [
  {
    name: "book",
    matches: (pathname) => pathname.startsWith(BOOK_PATH_PREFIX),
    modules: [queryLayout, "app/routes/book.tsx"],
  },
  {
    name: "categories",
    matches: (pathname) => pathname === paths.categories,
    modules: [queryLayout, "app/routes/categories.tsx"],
  },
  {
    name: "search",
    matches: (pathname) => pathname === paths.search,
    modules: [queryLayout, "app/routes/search.tsx"],
  },
  {
    name: "cart",
    matches: (pathname) => pathname === paths.cart,
    modules: ["app/routes/cart.tsx"],
  },
];

/** The id of index.html's JSON list of each route's files. */
export const ROUTE_FILES_ELEMENT_ID = "first-screen-route-files";
