/**
 * `npm run owner:summary -- [--until <ISO time>] [--project <id>]`
 * Sends the owner's daily summary of the 24 hours up to now (or `--until`), as the scheduled
 * `ownerDailySummary` function does at its hour; the emulators run no schedules, so this is how
 * the local store sends one. Without --project it writes to the local emulators; with it, to
 * that Firebase project using Application Default Credentials. A day's summary is sent once.
 */
import { timedRunArgs } from "./lib/timed-run-args.ts";

// Locally, links name the Hosting emulator, as the functions' own do on the emulator.
const { at: until, where, origin } = timedRunArgs("until");

// Imported after the environment is set: firebase-admin reads it when it initialises.
const { db } = await import("../functions/src/lib/firebase.ts");
const { sendDailySummary } = await import("../functions/src/owner/send-daily-summary.ts");

const outcome = await sendDailySummary(db, until, origin);
const said = {
  sent: `Sent the owner's summary of the 24 hours to ${until.toISOString()} in ${where}.`,
  "already sent": `The summary of ${until.toISOString().slice(0, 10)} was already sent in ${where}.`,
  "no owner address": `No owner address in ${where}: set STORE_OWNER_EMAIL or create an admin with --email.`,
};
console.log(said[outcome]);
process.exit(outcome === "no owner address" ? 1 : 0);
