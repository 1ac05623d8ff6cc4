/**
 * `npm run orders:collections -- [--at <ISO time>] [--project <id>]`
 * Reminds each order waiting at the counter a day before its hold ends, and cancels those past
 * it (their copies back), as the scheduled `holdCollectionsDaily` function does each day; the
 * emulators run no schedules, so this is how the local store does it. The hold is
 * COLLECTION_HOLD_DAYS (functions/.env, default 7). Without --project it writes to the local
 * emulators; with it, to that Firebase project using Application Default Credentials. Running it
 * again reminds and cancels nothing more.
 */
import { timedRunArgs } from "./lib/timed-run-args.ts";

const { at, where, origin } = timedRunArgs("at");

// Imported after the environment is set: firebase-admin reads it when it initialises.
const { db } = await import("../functions/src/lib/firebase.ts");
const { collectionHoldDays } = await import("../functions/src/orders/collection-hold.ts");
const { holdCollections } = await import("../functions/src/orders/hold-collections.ts");

const days = collectionHoldDays();
const { reminded, cancelled } = await holdCollections(db, at, days, origin);
const orders = (count: number) => `${String(count)} ${count === 1 ? "order" : "orders"}`;
console.log(
  `Orders wait ${String(days)} days for collection in ${where}: reminded ${orders(reminded)}, cancelled ${orders(cancelled)} not collected in time.`,
);
process.exit(0);
