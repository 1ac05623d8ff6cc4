import { escapeHtml } from "@bookstore/shared/core/escape-html.ts";

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

export interface SitemapEntry {
  /** Absolute. */
  loc: string;
  lastmod?: Date | undefined;
}

function entryXml(element: "url" | "sitemap", { loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<${element}><loc>${escapeHtml(loc)}</loc>${modified}</${element}>`;
}

function sitemapXml(
  root: "urlset" | "sitemapindex",
  element: "url" | "sitemap",
  entries: readonly SitemapEntry[],
): string {
  return [
    XML_DECLARATION,
    `<${root} xmlns="${SITEMAP_NAMESPACE}">`,
    ...entries.map((entry) => entryXml(element, entry)),
    `</${root}>`,
    "",
  ].join("\n");
}

/** A sitemap: the pages' addresses (escaped: a query's `&` is `&amp;` in XML). */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  return sitemapXml("urlset", "url", entries);
}

/** A sitemap index: the child sitemaps' addresses. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return sitemapXml("sitemapindex", "sitemap", entries);
}
