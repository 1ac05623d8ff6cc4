import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL("./web/src", import.meta.url)),
};

const UNIT_TESTS = [
  "packages/shared/**/*.test.ts",
  "functions/src/**/*.test.ts",
  "web/src/**/*.test.{ts,tsx}",
  "scripts/**/*.test.ts",
  "tests/lint/**/*.test.ts",
  "tests/search/**/*.test.ts",
];

/**
 * Unit tests that set process.env or replace globals for the modules they import (a Firebase app
 * for a storage double, a browser's window): each gets modules of its own.
 */
const UNIT_TESTS_ALONE = [
  "functions/src/lib/search/snapshot-store.test.ts",
  "functions/src/lib/cover-store.test.ts",
  "web/src/lib/after-first-screen.test.ts",
  "web/src/lib/after-engagement.test.ts",
  "web/src/lib/api-client.test.ts",
  "web/src/lib/api-mutation.test.ts",
  "scripts/lib/java.test.ts",
];

/**
 * Pure logic; the bundle budget (after the build); and, inside one emulator session, the
 * security rules and the API.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic shares one module graph per worker: a fresh one per file costs more than
        // the tests themselves.
        resolve: { alias },
        test: { name: "unit", include: UNIT_TESTS, exclude: UNIT_TESTS_ALONE, isolate: false },
      },
      {
        resolve: { alias },
        test: { name: "unit-alone", include: UNIT_TESTS_ALONE },
      },
      {
        // After the build: the deploy dry run and the functions' upload, each in its own folder.
        test: {
          name: "deploy",
          include: ["tests/deploy/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        // After the build (scripts/test.mjs): the home page's bundle budget, from web/dist.
        test: { name: "bundle", include: ["tests/bundle/**/*.test.ts"] },
      },
      {
        test: {
          name: "rules",
          include: ["tests/rules/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          setupFiles: ["tests/support/one-client-per-file.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Its own emulator suite on shifted ports (tests/crash/crash-env.ts), after the build.
        test: {
          name: "crash",
          include: ["tests/crash/**/*.test.ts"],
          setupFiles: ["tests/crash/crash-env.ts"],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
