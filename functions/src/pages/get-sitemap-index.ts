import type { RequestHandler } from "express";

import { configuredStoreOrigin } from "../mail/store-origin.ts";

import { CRAWLER_FILE_CACHE_CONTROL } from "./page-cache.ts";
import { countBooks } from "./sitemap-books.ts";
import { bookSitemapFile, PAGES_SITEMAP_FILE, sitemapChildUrl } from "./sitemap-files.ts";
import { bookSitemapCount } from "./sitemap-paging.ts";
import { sitemapIndexXml } from "./sitemap-xml.ts";

/** GET /sitemap.xml: the index of the pages' sitemap and one sitemap per 50,000 books. */
export const getSitemapIndex: RequestHandler = async (_req, res) => {
  const origin = configuredStoreOrigin();
  const children = Array.from({ length: bookSitemapCount(await countBooks()) }, (_, child) =>
    bookSitemapFile(child),
  );
  const xml = sitemapIndexXml(
    [PAGES_SITEMAP_FILE, ...children].map((file) => ({ loc: sitemapChildUrl(origin, file) })),
  );
  res
    .status(200)
    .set({
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": CRAWLER_FILE_CACHE_CONTROL,
    })
    .send(xml);
};
