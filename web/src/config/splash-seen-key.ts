/**
 * The localStorage entry that marks a browser as having seen the first-load splash. Free of
 * imports: the Playwright config reads it in Node, to open the store as a returning shopper would.
 */
export const SPLASH_SEEN_KEY = "bookstore:splash-seen";
