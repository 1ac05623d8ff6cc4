/**
 * Per-client limits on the routes outside the API contract that do work for anyone: the search
 * page (it runs a search to put its first results in the page), the sitemaps and the rendered
 * cover PNGs. Each is counted per function instance, in memory (http/instance-rate-limit.ts),
 * by the client's address (http/client-address.ts), in a window of `windowMs`: the store's
 * whole allowance for one client is the limit times the function's instance cap.
 *
 * A shopper's own navigation never reaches them: the app searches through the API once it has
 * started, and Hosting's CDN answers repeated loads of these addresses for minutes to a day. A
 * script sending requests one after another does, and is refused with a 429 and Retry-After.
 */

/** GET /search (with or without `?q=`): 60 a minute is a page load a second, a flood's worth. */
export const SEARCH_PAGE_LIMIT = { limit: 60, windowMs: 60_000 } as const;

/** GET /sitemap.xml and /sitemaps/*.xml: a crawler reads a few files an hour. */
export const SITEMAP_LIMIT = { limit: 30, windowMs: 60_000 } as const;

/** GET /covers/png/*.png: link previews and crawlers read one per shared book page. */
export const COVER_PNG_LIMIT = { limit: 60, windowMs: 60_000 } as const;

/** The words of the page a limited page route answers with. */
export const SITE_LIMIT_MESSAGES = {
  title: "Too many requests",
} as const;
