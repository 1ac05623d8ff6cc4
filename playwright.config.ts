import { defineConfig } from "@playwright/test";

import { CHROMIUM_PATH } from "./scripts/lib/chromium.mjs";

/** Browser tests run in Debian's Chromium against the Hosting emulator serving the production build. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: "test-reports/e2e.json" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  projects: [
    { name: "e2e", testIgnore: /scale\// },
    // Grows the catalogue to 10,000+ books, so it runs after everything else.
    { name: "scale", testMatch: /scale\/.*\.spec\.ts/, dependencies: ["e2e"] },
  ],
  use: {
    baseURL: "http://localhost:5000",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
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
