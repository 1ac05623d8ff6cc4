/**
 * `npm run admin:create -- <username> [--email <address>] [--project <id>]`
 * Creates an administrator (or sets a new password for one) with a scrypt hash in `admins`.
 * `--email`: the admin's address; the first admin's gets the store's notices to its owner (new
 * orders, titles running low) unless STORE_OWNER_EMAIL is set in functions/.env.
 * Without --project it writes to the local emulators; with it, to that Firebase project
 * using Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS or gcloud auth).
 */
import { parseArgs } from "node:util";

import { readPassword } from "./lib/read-password.ts";
import { targetProject } from "./lib/target-project.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { project: { type: "string" }, email: { type: "string" } },
});
const username = positionals[0] ?? "";

const where = targetProject(values);

// Imported after the environment is set: firebase-admin reads it when it initialises.
const { createAdmin } = await import("./lib/create-admin.ts");

try {
  const password = await readPassword(`Password for ${username}: `);
  const result = await createAdmin(username, password, values.email);
  console.log(
    `${result === "created" ? "Created" : "Updated the password of"} admin "${username}" in ${where}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
