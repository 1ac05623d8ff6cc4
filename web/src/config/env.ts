import { z } from "zod";

/** Build-time configuration, checked once at start-up so a missing value fails loudly. */
const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().min(1),
  VITE_USE_EMULATORS: z.enum(["true", "false"]).default("false"),
  VITE_FIRESTORE_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/)
    .default("127.0.0.1:8080"),
  VITE_AUTH_EMULATOR_URL: z.url().default("http://127.0.0.1:9099"),
  VITE_SPLASH_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
  VITE_SUPPORT_EMAIL: z.email().default("support@bookstore.example"),
  VITE_AUTHOR_SITE_URL: z.url().default("https://example.com"),
  VITE_GITHUB_URL: z.url().default("https://github.com"),
  VITE_LINKEDIN_URL: z.url().default("https://www.linkedin.com"),
  VITE_TWITTER_URL: z.url().default("https://x.com"),
  VITE_OPEN_LIBRARY_URL: z.url().default("https://openlibrary.org"),
  VITE_OPEN_LIBRARY_COVERS_URL: z.url().default("https://covers.openlibrary.org"),
});

function loadEnv() {
  const result = envSchema.safeParse(import.meta.env);
  if (!result.success) {
    throw new Error(`Invalid web configuration (see web/.env.*): ${z.prettifyError(result.error)}`);
  }
  const env = result.data;
  return {
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      appId: env.VITE_FIREBASE_APP_ID,
    },
    useEmulators: env.VITE_USE_EMULATORS === "true",
    firestoreEmulatorHost: env.VITE_FIRESTORE_EMULATOR_HOST,
    authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL,
    splashMs: env.VITE_SPLASH_MS,
    supportEmail: env.VITE_SUPPORT_EMAIL,
    authorSiteUrl: env.VITE_AUTHOR_SITE_URL,
    githubUrl: env.VITE_GITHUB_URL,
    linkedinUrl: env.VITE_LINKEDIN_URL,
    twitterUrl: env.VITE_TWITTER_URL,
    openLibraryUrl: env.VITE_OPEN_LIBRARY_URL,
    openLibraryCoversUrl: env.VITE_OPEN_LIBRARY_COVERS_URL,
  };
}

export const env = loadEnv();
