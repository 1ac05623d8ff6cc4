import { defineConfig } from "@playwright/test";

import { TEST_BROWSER_PATH } from "./scripts/lib/chromium.mjs";
import { STORE_URL } from "./scripts/lib/paths.mjs";
import { SPLASH_SEEN_KEY } from "./web/src/config/splash-seen-key.ts";

/** Browser tests run in Debian's Chromium headless shell against the Hosting emulator serving the production build. */
const report = process.env.E2E_REPORT ?? "e2e";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${report}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: `test-reports/${report}.json` }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  projects: [
    { name: "e2e", testIgnore: /scale\// },
    // Grows the catalogue to 10,000+ books. `npm test` runs it in a fresh emulator session: the
    // Firestore emulator writes slowly into a database the other browser tests have used.
    { name: "scale", testMatch: /scale\/.*\.spec\.ts/ },
  ],
  use: {
    // Every test but the splash's own (shell.spec.ts) opens the store as a returning shopper, whom
    // the 2-second first-visit splash no longer covers (web/src/config/splash-duration.ts).
    storageState: {
      cookies: [],
      origins: [{ origin: STORE_URL, localStorage: [{ name: SPLASH_SEEN_KEY, value: "1" }] }],
    },
    // The Hosting emulator, on ports shifted by BOOKSTORE_EMULATOR_PORT_OFFSET when it is set.
    baseURL: STORE_URL,
    // Recording a trace costs every test about an eighth of its time; E2E_TRACE=1 keeps one of
    // each failed test (npx playwright show-trace).
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    launchOptions: {
      executablePath: TEST_BROWSER_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
