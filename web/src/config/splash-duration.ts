import { env } from "./env";
import { SPLASH_SEEN_KEY } from "./splash-seen-key";

/**
 * The first-load splash in ms: the configured duration on a browser's first visit, 0 once it has
 * shown, so a returning shopper, or one who opens a second shared link, lands on the page itself.
 * A browser that refuses localStorage counts as a first visit each time.
 */
export function splashDuration(): number {
  try {
    return window.localStorage.getItem(SPLASH_SEEN_KEY) === null ? env.splashMs : 0;
  } catch {
    return env.splashMs;
  }
}

/** Remembers that this browser has seen the splash. */
export function rememberSplashSeen(): void {
  try {
    window.localStorage.setItem(SPLASH_SEEN_KEY, "1");
  } catch {
    // Storage refused (a private window's quota, a policy): the next visit shows it again.
  }
}
