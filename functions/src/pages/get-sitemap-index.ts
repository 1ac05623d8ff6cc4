import type { RequestHandler } from "express";

import { CRAWLER_FILE_CACHE_CONTROL } from "./page-cache.ts";
import { sitemapIndexDocument } from "./sitemap-documents.ts";

/** GET /sitemap.xml: the index of the pages' sitemap and one sitemap per 50,000 books. */
export const getSitemapIndex: RequestHandler = async (_req, res) => {
  res
    .status(200)
    .set({
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": CRAWLER_FILE_CACHE_CONTROL,
    })
    .send(await sitemapIndexDocument());
};
