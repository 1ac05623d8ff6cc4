import type { RequestHandler } from "express";

import { CRAWLER_FILE_CACHE_CONTROL, UNCACHED } from "./page-cache.ts";
import { sitemapChildDocument } from "./sitemap-documents.ts";

/** GET /sitemaps/pages.xml (the listings and static pages) and /sitemaps/books-<n>.xml. */
export const getSitemapChild: RequestHandler<{ file: string }> = async (req, res) => {
  const xml = await sitemapChildDocument(req.params.file);
  if (xml === undefined) {
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
    .send(xml);
};
