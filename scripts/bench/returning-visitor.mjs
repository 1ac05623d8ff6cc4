// @ts-check
/**
 * A browser context of a shopper who has seen the first-visit splash before, as the browser
 * tests open the store (playwright.config.ts): the splash would otherwise hold every page the
 * bench loads for its configured duration.
 */
import { SPLASH_SEEN_KEY } from "../../web/src/config/splash-seen-key.ts";

/**
 * Playwright's options for a new context of a returning visitor to the store at `url`.
 * @param {string} url any address of the store
 */
export function returningVisitor(url) {
  return {
    storageState: {
      cookies: [],
      origins: [
        { origin: new URL(url).origin, localStorage: [{ name: SPLASH_SEEN_KEY, value: "1" }] },
      ],
    },
  };
}
