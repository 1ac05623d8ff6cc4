import { paths } from "@/config/paths";
import { startEarlyApiFetch } from "@/lib/early-fetch";
import * as API from "@shared/api/contract.ts";

import { cataloguePageOf, FIRST_SCREEN_CARDS } from "../utils/catalogue-page";
import { parseCatalogueSearch } from "../utils/catalogue-state";

import { catalogueApiPath } from "./catalogue-api-path";

/**
 * On the catalogue page: requests the page's books from the API, then has `preloadCover` fetch
 * the covers of its first cards (first-screen.ts gives it the books feature's cover addresses: a
 * feature's index would bring the whole feature into the first script, which is bundled alone).
 */
export function preloadCataloguePage(
  { pathname, search }: Location,
  preloadCover: (coverImage: string) => void,
): void {
  if (pathname !== paths.catalogue) return;
  const state = parseCatalogueSearch(new URLSearchParams(search));
  startEarlyApiFetch(API.listBooks, catalogueApiPath(state))
    .then((books) => {
      if (!books) return;
      for (const book of cataloguePageOf(state, books).books.slice(0, FIRST_SCREEN_CARDS))
        preloadCover(book.coverImage);
    })
    // The page reports failures when it takes the answer over.
    .catch(() => undefined);
}
