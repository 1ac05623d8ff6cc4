/** Where the sitemap index (robots.txt names it) and its children are served. */
export { SITEMAP_INDEX_PATH } from "@bookstore/shared/site/robots-txt.ts";
export const SITEMAP_CHILD_PATH = "/sitemaps/:file";
export const PAGES_SITEMAP_FILE = "pages.xml";

const BOOK_SITEMAP_FILE = /^books-(\d{1,6})\.xml$/;

export function bookSitemapFile(child: number): string {
  return `books-${child}.xml`;
}

/** The child number a book sitemap's file name holds, or undefined for any other name. */
export function bookSitemapChild(file: string): number | undefined {
  const digits = BOOK_SITEMAP_FILE.exec(file)?.[1];
  return digits === undefined ? undefined : Number(digits);
}

/** A child sitemap's absolute address. */
export function sitemapChildUrl(origin: string, file: string): string {
  return `${origin}${SITEMAP_CHILD_PATH.replace(":file", file)}`;
}
