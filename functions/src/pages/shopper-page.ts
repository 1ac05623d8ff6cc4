import {
  CAROUSEL_FIRST_SCREEN_COVERS,
  CATALOGUE_FIRST_SCREEN_CARDS,
} from "@bookstore/shared/books/first-screens.ts";
import { shuffledByRank } from "@bookstore/shared/books/shuffle.ts";
import {
  cataloguePageAnswerPath,
  firstCarouselAnswerPath,
  topSellersAnswerPath,
} from "@bookstore/shared/site/first-screen-data.ts";
import { SHOPPER_PATHS, type ShopperPage } from "@bookstore/shared/site/site-routes.ts";
import { STORE_NAME } from "@bookstore/shared/site/store-name.ts";

import { coverPreloads } from "./cover-preloads.ts";
import { readCataloguePage, readFirstCarousel, readTopSellers } from "./first-screen-reads.ts";
import { pageTitle, STORE_DESCRIPTION, type PageAnswer } from "./page-answer.ts";
import { PAGE_CACHE_CONTROL } from "./page-cache.ts";
import type { PageHead } from "./page-head.ts";
import { searchFirstScreen } from "./search-first-screen.ts";
import { storeStructuredData } from "./store-structured-data.ts";

/** What a page's address asks beyond its path. */
export interface PageAddress {
  /** Whether the address has a query at all (`?`, even an empty one). */
  hasQuery: boolean;
  params: URLSearchParams;
}

interface ShopperPageText {
  title: string;
  description: string;
}

const TEXT: Readonly<Record<ShopperPage, ShopperPageText>> = {
  home: {
    title: `${STORE_NAME}: books to browse, search and order`,
    description: STORE_DESCRIPTION,
  },
  catalogue: {
    title: pageTitle("All books"),
    description:
      "Every book in the store: filter by category, price and sale, sort by newest, price, best selling, rating or title.",
  },
  categories: {
    title: pageTitle("Books by category"),
    description:
      "Technology, business, biography, self-help, finance and fiction: the newest books of each category.",
  },
  search: {
    title: pageTitle("Search books"),
    description: "Search the store and Open Library's catalogue by title, author or subject.",
  },
  about: {
    title: pageTitle("About"),
    description: `About ${STORE_NAME}: who runs the store and how it works.`,
  },
  contact: {
    title: pageTitle("Contact"),
    description: `Write to ${STORE_NAME}: questions about books, orders and deliveries.`,
  },
  terms: {
    title: pageTitle("Terms and conditions"),
    description: `The terms and conditions of buying from ${STORE_NAME}.`,
  },
  policy: {
    title: pageTitle("Privacy policy"),
    description: `How ${STORE_NAME} handles your personal data.`,
  },
  accessibility: {
    title: pageTitle("Accessibility"),
    description: `How ${STORE_NAME} works for everyone: the standard it meets, how it is tested and how to report a barrier.`,
  },
};

/**
 * The first screen's answers: the home page's Top Sellers, the categories page's first carousel
 * (in the random order the page shows it),
 * the catalogue's first page in its default state (another state is in the address's query,
 * which the app reads itself), the search page's first results. Open Library's answers to a
 * search are never fetched here.
 */
async function firstScreenData(
  page: ShopperPage,
  { hasQuery, params }: PageAddress,
): Promise<Pick<PageHead, "firstScreenData" | "imagePreloads">> {
  switch (page) {
    case "search":
      return searchFirstScreen(params);
    case "home":
      return { firstScreenData: { [topSellersAnswerPath()]: await readTopSellers() } };
    case "categories": {
      // The carousel's random order is drawn here, so the page can name the cover shown first;
      // the app keeps the order of the answer it finds in the page.
      const books = shuffledByRank(await readFirstCarousel(), (book) => book._id, new Map());
      return {
        firstScreenData: { [firstCarouselAnswerPath()]: books },
        imagePreloads: coverPreloads(books, CAROUSEL_FIRST_SCREEN_COVERS),
      };
    }
    case "catalogue": {
      if (hasQuery) return {};
      const books = await readCataloguePage();
      return {
        firstScreenData: { [cataloguePageAnswerPath()]: books },
        imagePreloads: coverPreloads(books, CATALOGUE_FIRST_SCREEN_CARDS),
      };
    }
    default:
      return {};
  }
}

/**
 * A listing or static page. Its canonical address is the page's own without a query: a search's
 * results are not listed (robots.txt keeps crawlers off them, and they say noindex).
 */
export async function shopperPage(
  page: ShopperPage,
  address: PageAddress,
  origin: string,
): Promise<PageAnswer> {
  const { title, description } = TEXT[page];
  const { hasQuery } = address;
  const data = await firstScreenData(page, address);
  return {
    status: 200,
    cacheControl: PAGE_CACHE_CONTROL,
    head: {
      title,
      description,
      canonical: `${origin}${SHOPPER_PATHS[page]}`,
      ...(page === "search" && hasQuery ? { noindex: true } : {}),
      openGraph: { type: "website" },
      ...(page === "home" ? { structuredData: storeStructuredData(origin, description) } : {}),
      ...data,
    },
  };
}
