import fs from "node:fs";
import path from "node:path";

import { ROOT } from "../../../scripts/lib/paths.mjs";

/** The build this suite's Hosting serves (BOOKSTORE_HOSTING_PUBLIC, set for shifted ports). */
const SERVED_BUILD = process.env.BOOKSTORE_HOSTING_PUBLIC?.trim() || "web/dist";

/**
 * The address the production build gives a source module (e.g. "src/app/routes/categories.tsx"),
 * read from Vite's manifest: chunk names alone can collide (a shared module of the same name).
 */
export function builtFileOf(source: string): string {
  const manifestPath = path.join(ROOT, SERVED_BUILD, ".vite", "manifest.json");
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<
    string,
    { file: string } | undefined
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build's manifest`);
  return `/${entry.file}`;
}
