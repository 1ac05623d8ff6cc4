/**
 * How long a page's HTML may be reused. Browsers keep a page a minute; Hosting's CDN serves it
 * five minutes without running the function. A price or stock figure in the HTML is at most
 * that old when the page arrives, and the app corrects it once it follows the book in Firestore.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=60, s-maxage=300";

/**
 * Private pages and unknown addresses: never stored. The first differ for nobody, but keeping
 * them out of caches costs little; a 404 stored by the CDN would outlive the book added next.
 */
export const UNCACHED = "no-store";

/** The sitemaps: crawlers read them now and then, and they change with the catalogue. */
export const CRAWLER_FILE_CACHE_CONTROL = "public, max-age=3600, s-maxage=3600";
