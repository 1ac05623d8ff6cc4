/**
 * `npm run orders:release -- [--at <ISO time>] [--project <id>]`
 * Releases the pre-orders of books out by now (or `--at`) and mails their "Email me when it's
 * out" alerts, as the scheduled `releasePreOrdersDaily` function does each day; the emulators run no schedules, so this is how the local store releases
 * them. Without --project it writes to the local emulators; with it, to that Firebase project
 * using Application Default Credentials. Running it again releases nothing more.
 */
import { timedRunArgs } from "./lib/timed-run-args.ts";

const { at, where, origin } = timedRunArgs("at");

// Imported after the environment is set: firebase-admin reads it when it initialises.
const { db } = await import("../functions/src/lib/firebase.ts");
const { runPublicationDay } = await import("../functions/src/publication-day.ts");

const { released, alerts } = await runPublicationDay(db, at, origin);
console.log(
  released === 0
    ? `No pre-order was due on ${at.toISOString().slice(0, 10)} in ${where}.`
    : `Released ${released} ${released === 1 ? "order" : "orders"} in ${where}: each customer was mailed once.`,
);
if (alerts > 0) {
  console.log(`Mailed ${alerts} "Email me when it's out" ${alerts === 1 ? "alert" : "alerts"}.`);
}
process.exit(0);
