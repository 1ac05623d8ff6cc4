import { CATEGORIES } from "@bookstore/shared/books/categories.ts";
import { BOOK_PATH_PREFIX, SHOPPER_PATHS } from "@bookstore/shared/site/site-routes.ts";

import { expiringMemo } from "../lib/expiring-memo.ts";
import { configuredStoreOrigin } from "../lib/store-origin.ts";

import { categoryListingUrl } from "./book-page.ts";
import { countBooks, readSitemapBookPage } from "./sitemap-books.ts";
import {
  bookSitemapChild,
  bookSitemapFile,
  PAGES_SITEMAP_FILE,
  sitemapChildUrl,
} from "./sitemap-files.ts";
import { bookSitemapCount, sitemapChildBooks } from "./sitemap-paging.ts";
import { sitemapIndexXml, urlSetXml, type SitemapEntry } from "./sitemap-xml.ts";

/**
 * How long an instance serves a sitemap it built without reading the catalogue again: the hour
 * Hosting's CDN keeps it (CRAWLER_FILE_CACHE_CONTROL). Whatever follows the path (`?x=…`, which
 * the CDN keys apart) is the same file, so a request costs at most one build per file and hour
 * in each instance; the book count is kept as long.
 */
export const SITEMAP_REUSE_MS = 3_600_000;

const bookCounts = expiringMemo<number>(SITEMAP_REUSE_MS);
const documents = expiringMemo<string>(SITEMAP_REUSE_MS);

function catalogueSize(): Promise<number> {
  return bookCounts("books", countBooks);
}

/** The pages a search engine may list besides the books; a search's results are not among them. */
function pageEntries(origin: string): SitemapEntry[] {
  const pages = Object.entries(SHOPPER_PATHS)
    .filter(([page]) => page !== "search")
    .map(([, path]) => ({ loc: `${origin}${path}` }));
  const categories = CATEGORIES.map((category) => ({ loc: categoryListingUrl(origin, category) }));
  return [...pages, ...categories];
}

async function bookEntries(origin: string, child: number): Promise<SitemapEntry[]> {
  const books = await sitemapChildBooks(child, readSitemapBookPage);
  return books.map(({ id, updatedAt }) => ({
    loc: `${origin}${BOOK_PATH_PREFIX}${encodeURIComponent(id)}`,
    lastmod: updatedAt,
  }));
}

/** /sitemap.xml: the pages' sitemap and one sitemap per 50,000 books. */
export async function sitemapIndexDocument(): Promise<string> {
  const origin = configuredStoreOrigin();
  return documents(`index ${origin}`, async () => {
    const children = Array.from({ length: bookSitemapCount(await catalogueSize()) }, (_, child) =>
      bookSitemapFile(child),
    );
    return sitemapIndexXml(
      [PAGES_SITEMAP_FILE, ...children].map((file) => ({ loc: sitemapChildUrl(origin, file) })),
    );
  });
}

/**
 * /sitemaps/pages.xml or /sitemaps/books-<n>.xml, or undefined for a file the store does not
 * have (nothing is kept for those: only existing files are keys).
 */
export async function sitemapChildDocument(file: string): Promise<string | undefined> {
  const origin = configuredStoreOrigin();
  if (file === PAGES_SITEMAP_FILE) return urlSetXml(pageEntries(origin));
  const child = bookSitemapChild(file);
  if (child === undefined || child >= bookSitemapCount(await catalogueSize())) return undefined;
  return documents(`${file} ${origin}`, async () => urlSetXml(await bookEntries(origin, child)));
}
