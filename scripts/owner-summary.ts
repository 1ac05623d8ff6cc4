/**
 * `npm run owner:summary -- [--until <ISO time>] [--project <id>]`
 * Sends the owner's daily summary of the 24 hours up to now (or `--until`), as the scheduled
 * `ownerDailySummary` function does at its hour; the emulators run no schedules, so this is how
 * the local store sends one. Without --project it writes to the local emulators; with it, to
 * that Firebase project using Application Default Credentials. A day's summary is sent once.
 */
import { parseArgs } from "node:util";

import { targetOrigin } from "./lib/target-origin.ts";
import { targetProject } from "./lib/target-project.ts";

const { values } = parseArgs({
  options: { project: { type: "string" }, until: { type: "string" } },
});
const until = values.until === undefined ? new Date() : new Date(values.until);
if (Number.isNaN(until.getTime())) {
  console.error(`✖ --until "${values.until ?? ""}" is not a date and time.`);
  process.exit(1);
}

const where = targetProject(values);

// Imported after the environment is set: firebase-admin reads it when it initialises.
const { db } = await import("../functions/src/lib/firebase.ts");
const { sendDailySummary } = await import("../functions/src/owner/send-daily-summary.ts");

// Locally, links name the Hosting emulator, as the functions' own do on the emulator.
const origin = targetOrigin(values);
const outcome = await sendDailySummary(db, until, origin);
const said = {
  sent: `Sent the owner's summary of the 24 hours to ${until.toISOString()} in ${where}.`,
  "already sent": `The summary of ${until.toISOString().slice(0, 10)} was already sent in ${where}.`,
  "no owner address": `No owner address in ${where}: set STORE_OWNER_EMAIL or create an admin with --email.`,
};
console.log(said[outcome]);
process.exit(outcome === "no owner address" ? 1 : 0);
