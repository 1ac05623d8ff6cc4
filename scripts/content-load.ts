/**
 * `npm run content:load -- [--project <id>] [--bucket <name>]`
 * Writes the store's own content: the News items' pictures (through the cover store: Cloud
 * Storage on a real project) and the verses of My Library (those missing). Never demo accounts,
 * customers or orders, so it is safe on a live store and can run again at any time.
 * Without --project it writes to the local emulators; with it, to that Firebase project using
 * Application Default Credentials, and its default bucket unless --bucket names another.
 */
import { parseArgs } from "node:util";

import { targetProject } from "./lib/target-project.ts";

const { values } = parseArgs({
  options: { project: { type: "string" }, bucket: { type: "string" } },
});

const where = targetProject(values);

// Imported after the environment is set: firebase-admin reads it when it initialises.
const { coverStore } = await import("../functions/src/lib/cover-store.ts");
const { db } = await import("../functions/src/lib/firebase.ts");
const { writeNewsArt } = await import("./content/news-art.ts");
const { seedVerses } = await import("./seed/seed-verses.ts");

try {
  const [images, verses] = await Promise.all([writeNewsArt(coverStore), seedVerses(db)]);
  console.log(
    `Content: wrote ${images} News pictures and added ${verses} missing verses in ${where}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
