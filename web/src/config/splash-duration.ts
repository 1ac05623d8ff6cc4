import { EMULATOR_BUILD } from "./emulator-build";
import { env } from "./env";
import { TEST_SPLASH_MS_KEY } from "./test-splash-key";

/**
 * The first-load splash in ms. An emulator build with the browser tests' hooks takes a duration
 * from TEST_SPLASH_MS_KEY: every other browser test would otherwise wait out the splash on each
 * page it opens. In a production build EMULATOR_BUILD is the literal `false`, so this is the
 * configured duration and the override is left out of the bundle.
 */
export function splashDuration(): number {
  if (!EMULATOR_BUILD || !env.emulators?.testHooks) return env.splashMs;
  const override = window.localStorage.getItem(TEST_SPLASH_MS_KEY);
  return override !== null && /^\d+$/.test(override) ? Number(override) : env.splashMs;
}
