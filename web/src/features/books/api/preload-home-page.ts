import { paths } from "@/config/paths";
import { startEarlyFetch } from "@/lib/early-fetch";

import { TOP_SELLERS_SHOWN } from "../utils/top-sellers";

import { topSellersApiPath } from "./books-api-paths";

/** On the home page: requests Top Sellers from the API while the app downloads. */
export function preloadHomePage(pathname: string): void {
  if (pathname !== paths.home) return;
  // The page reports failures when it takes the answer over.
  startEarlyFetch(topSellersApiPath(undefined, TOP_SELLERS_SHOWN)).catch(() => undefined);
}
