/**
 * Points the Admin SDK at the local emulator suite. Imported first by the seed, so the
 * variables are set before firebase-admin initialises (modules evaluate in import order).
 */
process.env.GCLOUD_PROJECT ??= "demo-bookstore";
process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";

if (!process.env.GCLOUD_PROJECT.startsWith("demo-")) {
  throw new Error("The seed writes demo accounts and runs only against a demo-* emulator project.");
}
