import { paths } from "@/config/paths";
import { startEarlyApiFetch } from "@/lib/early-fetch";
import * as API from "@shared/api/contract.ts";

import { TOP_SELLERS_SHOWN } from "../utils/top-sellers";

import { topSellersApiPath } from "./books-api-paths";

/** On the home page: requests Top Sellers from the API while the app downloads. */
export function preloadHomePage(pathname: string): void {
  if (pathname !== paths.home) return;
  // The page reports failures when it takes the answer over.
  startEarlyApiFetch(API.listBooks, topSellersApiPath(undefined, TOP_SELLERS_SHOWN)).catch(
    () => undefined,
  );
}
