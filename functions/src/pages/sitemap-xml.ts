import { escapeHtml } from "../shared/escape-html.ts";

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

/** A sitemap: the pages' addresses (escaped: a query's `&` is `&amp;` in XML). */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...entries.map((entry) => entryXml("url", entry)),
    "</urlset>",
    "",
  ].join("\n");
}

/** A sitemap index: the child sitemaps' addresses. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...entries.map((entry) => entryXml("sitemap", entry)),
    "</sitemapindex>",
    "",
  ].join("\n");
}
