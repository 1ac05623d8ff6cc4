/**
 * The localStorage entry browser tests set to shorten the first-load splash in emulator builds
 * (splash-duration.ts), so that only the splash's own test waits it out. Free of imports: the
 * Playwright config reads it in Node.
 */
export const TEST_SPLASH_MS_KEY = "bookstore:test-splash-ms";
