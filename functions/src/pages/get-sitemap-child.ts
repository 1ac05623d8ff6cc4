import type { RequestHandler } from "express";

import { configuredStoreOrigin } from "../mail/store-origin.ts";
import { CATEGORIES } from "../shared/categories.ts";
import { BOOK_PATH_PREFIX, SHOPPER_PATHS } from "../shared/site-routes.ts";

import { categoryListingUrl } from "./book-page.ts";
import { CRAWLER_FILE_CACHE_CONTROL, UNCACHED } from "./page-cache.ts";
import { countBooks, readSitemapBookPage } from "./sitemap-books.ts";
import { bookSitemapChild, PAGES_SITEMAP_FILE } from "./sitemap-files.ts";
import { bookSitemapCount, sitemapChildBooks } from "./sitemap-paging.ts";
import { urlSetXml, type SitemapEntry } from "./sitemap-xml.ts";

/** The pages a search engine may list besides the books; a search's results are not among them. */
function pageEntries(origin: string): SitemapEntry[] {
  const pages = Object.entries(SHOPPER_PATHS)
    .filter(([page]) => page !== "search")
    .map(([, path]) => ({ loc: `${origin}${path}` }));
  const categories = CATEGORIES.map((category) => ({ loc: categoryListingUrl(origin, category) }));
  return [...pages, ...categories];
}

async function bookEntries(origin: string, child: number): Promise<SitemapEntry[] | undefined> {
  if (child >= bookSitemapCount(await countBooks())) return undefined;
  const books = await sitemapChildBooks(child, readSitemapBookPage);
  return books.map(({ id, updatedAt }) => ({
    loc: `${origin}${BOOK_PATH_PREFIX}${encodeURIComponent(id)}`,
    lastmod: updatedAt,
  }));
}

/** GET /sitemaps/pages.xml (the listings and static pages) and /sitemaps/books-<n>.xml. */
export const getSitemapChild: RequestHandler<{ file: string }> = async (req, res) => {
  const origin = configuredStoreOrigin();
  const { file } = req.params;
  const child = bookSitemapChild(file);
  const entries =
    file === PAGES_SITEMAP_FILE
      ? pageEntries(origin)
      : child === undefined
        ? undefined
        : await bookEntries(origin, child);
  if (entries === undefined) {
    res.status(404).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": UNCACHED });
    res.send("No such sitemap.\n");
    return;
  }
  res
    .status(200)
    .set({
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": CRAWLER_FILE_CACHE_CONTROL,
    })
    .send(urlSetXml(entries));
};
