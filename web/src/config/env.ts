/**
 * Build-time configuration, checked once at start-up so a missing value fails loudly.
 * Checked by hand, not with a zod schema: this module runs before the first render on every
 * page, and zod would add to that critical path (the home page's JS budget is 170 KB gzip).
 */
import { EMULATOR_BUILD } from "./emulator-build";

type Raw = Record<string, unknown>;

const problems: string[] = [];

function text(raw: Raw, name: string, fallback?: string): string {
  const value = raw[name] ?? fallback;
  if (typeof value === "string" && value.length > 0) return value;
  problems.push(`${name}: expected a non-empty string`);
  return "";
}

function matching(raw: Raw, name: string, test: (value: string) => boolean, fallback: string) {
  const value = text(raw, name, fallback);
  if (value !== "" && !test(value)) problems.push(`${name}: invalid value "${value}"`);
  return value;
}

const isUrl = (value: string) => URL.canParse(value);
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const url = (raw: Raw, name: string, fallback: string) => matching(raw, name, isUrl, fallback);

/** Where the local emulators listen, and whether the browser tests' hooks are installed. */
function emulatorSettings(raw: Raw) {
  const firestoreHost = matching(
    raw,
    "VITE_FIRESTORE_EMULATOR_HOST",
    (v) => /^[\w.-]+:\d+$/.test(v),
    "127.0.0.1:8080",
  );
  const [host = "", port = ""] = firestoreHost.split(":");
  return {
    firestore: { host, port: Number(port) },
    authUrl: url(raw, "VITE_AUTH_EMULATOR_URL", "http://127.0.0.1:9099"),
    // The browser tests' sign-in hooks (lib/emulator-test-hooks.ts).
    testHooks:
      matching(raw, "VITE_TEST_HOOKS", (v) => v === "true" || v === "false", "false") === "true",
  };
}

function loadEnv() {
  const raw: Raw = import.meta.env;
  matching(raw, "VITE_USE_EMULATORS", (v) => v === "true" || v === "false", "false");
  const splashMs = Number(matching(raw, "VITE_SPLASH_MS", (v) => /^\d+$/.test(v), "2000"));
  if (splashMs > 10_000) problems.push("VITE_SPLASH_MS: at most 10000");
  const env = {
    firebase: {
      apiKey: text(raw, "VITE_FIREBASE_API_KEY"),
      authDomain: text(raw, "VITE_FIREBASE_AUTH_DOMAIN"),
      projectId: text(raw, "VITE_FIREBASE_PROJECT_ID"),
      storageBucket: text(raw, "VITE_FIREBASE_STORAGE_BUCKET"),
      appId: text(raw, "VITE_FIREBASE_APP_ID"),
    },
    // Only in emulator builds: a production build folds this to null and drops the addresses.
    emulators: EMULATOR_BUILD ? emulatorSettings(raw) : null,
    splashMs,
    supportEmail: matching(raw, "VITE_SUPPORT_EMAIL", isEmail, "support@bookstore.example"),
    authorSiteUrl: url(raw, "VITE_AUTHOR_SITE_URL", "https://example.com"),
    githubUrl: url(raw, "VITE_GITHUB_URL", "https://github.com"),
    linkedinUrl: url(raw, "VITE_LINKEDIN_URL", "https://www.linkedin.com"),
    twitterUrl: url(raw, "VITE_TWITTER_URL", "https://x.com"),
    openLibraryUrl: url(raw, "VITE_OPEN_LIBRARY_URL", "https://openlibrary.org"),
    openLibraryCoversUrl: url(
      raw,
      "VITE_OPEN_LIBRARY_COVERS_URL",
      "https://covers.openlibrary.org",
    ),
  };
  if (problems.length > 0) {
    throw new Error(`Invalid web configuration (see web/.env.*):\n${problems.join("\n")}`);
  }
  return env;
}

export const env = loadEnv();
