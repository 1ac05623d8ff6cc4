/**
 * The store's page addresses, one list for the web app's router (web/src/config/paths.ts builds
 * on it) and for the server that answers those addresses with the app's shell (functions/src/pages).
 */

/** Pages a search engine may list: each answers with its own title, description and data. */
export const SHOPPER_PATHS = {
  home: "/",
  /** The whole catalogue: filters, sort and page in the query (see web features/catalogue). */
  catalogue: "/books",
  categories: "/categories",
  search: "/search",
  about: "/about",
  contact: "/contact",
  terms: "/terms-conditions",
  policy: "/policy",
  /** The store's accessibility statement. */
  accessibility: "/accessibility",
} as const;

/** Pages that belong to one visitor or to the admins: served with the shell, never listed. */
export const PRIVATE_PATHS = {
  thanks: "/thanks",
  login: "/login",
  register: "/register",
  /** Asks Firebase Auth to mail a password reset link. */
  forgotPassword: "/forgot-password",
  /** Firebase Auth's e-mail action links land here (set as the action URL in the console). */
  accountAction: "/account/action",
  account: "/account",
  cart: "/cart",
  checkout: "/checkout",
  orders: "/orders",
  userDashboard: "/user-dashboard",
  myLibrary: "/my-library",
  admin: "/admin",
  dashboard: "/dashboard",
  /** Where a newsletter mail's unsubscribe link lands: `?token=` names the address. */
  unsubscribe: "/unsubscribe",
  /** Where a back-in-stock mail's stop link lands: `?token=` names the customer. */
  stopStockAlerts: "/stock-alerts/stop",
  /** Where the mail about a pre-order's moved publication day links: `?token=` names the order. */
  cancelPreOrder: "/pre-orders/cancel",
} as const;

/** The start of a book page's path: `/books/<id>`. */
export const BOOK_PATH_PREFIX = `${SHOPPER_PATHS.catalogue}/`;

/** The start of one order's page: `/orders/<id>`. */
export const ORDER_PATH_PREFIX = `${PRIVATE_PATHS.orders}/`;

/** Every page under it is the admin dashboard's. */
export const DASHBOARD_PATH_PREFIX = `${PRIVATE_PATHS.dashboard}/`;

export type ShopperPage = keyof typeof SHOPPER_PATHS;

/** What a page address is, as the server answers it. */
export type SiteRoute =
  | { kind: "shopper"; page: ShopperPage }
  | { kind: "book"; id: string }
  | { kind: "private" }
  | { kind: "unknown" };

const SHOPPER_BY_PATH = new Map<string, ShopperPage>(
  Object.entries(SHOPPER_PATHS).map(([page, path]) => [path, page as ShopperPage]),
);
const PRIVATE_SET = new Set<string>(Object.values(PRIVATE_PATHS));

/** One path segment: no slash, not empty. */
function singleSegment(rest: string): boolean {
  return rest !== "" && !rest.includes("/");
}

/**
 * Which page `pathname` (as sent, still percent-encoded) names. A book page's id is decoded; an
 * id that cannot be decoded names no page.
 */
export function siteRoute(pathname: string): SiteRoute {
  const shopper = SHOPPER_BY_PATH.get(pathname);
  if (shopper !== undefined) return { kind: "shopper", page: shopper };
  if (PRIVATE_SET.has(pathname)) return { kind: "private" };
  if (pathname.startsWith(BOOK_PATH_PREFIX)) {
    const rest = pathname.slice(BOOK_PATH_PREFIX.length);
    if (!singleSegment(rest)) return { kind: "unknown" };
    try {
      return { kind: "book", id: decodeURIComponent(rest) };
    } catch {
      return { kind: "unknown" };
    }
  }
  if (pathname.startsWith(ORDER_PATH_PREFIX)) {
    return singleSegment(pathname.slice(ORDER_PATH_PREFIX.length))
      ? { kind: "private" }
      : { kind: "unknown" };
  }
  if (pathname.startsWith(DASHBOARD_PATH_PREFIX)) return { kind: "private" };
  return { kind: "unknown" };
}
