/**
 * `npm run orders:collections -- [--at <ISO time>] [--project <id>]`
 * Reminds each order waiting at the counter a day before its hold ends, and cancels those past
 * it (their copies back), as the scheduled `holdCollectionsDaily` function does each day; the
 * emulators run no schedules, so this is how the local store does it. The hold is
 * COLLECTION_HOLD_DAYS (functions/.env, default 7). Without --project it writes to the local
 * emulators; with it, to that Firebase project using Application Default Credentials. Running it
 * again reminds and cancels nothing more.
 */
import { parseArgs } from "node:util";

import { targetOrigin } from "./lib/target-origin.ts";
import { targetProject } from "./lib/target-project.ts";

const { values } = parseArgs({
  options: { project: { type: "string" }, at: { type: "string" } },
});
const at = values.at === undefined ? new Date() : new Date(values.at);
if (Number.isNaN(at.getTime())) {
  console.error(`✖ --at "${values.at ?? ""}" is not a date and time.`);
  process.exit(1);
}

const where = targetProject(values);

// Imported after the environment is set: firebase-admin reads it when it initialises.
const { db } = await import("../functions/src/lib/firebase.ts");
const { collectionHoldDays } = await import("../functions/src/orders/collection-hold.ts");
const { holdCollections } = await import("../functions/src/orders/hold-collections.ts");

const days = collectionHoldDays();
const { reminded, cancelled } = await holdCollections(db, at, days, targetOrigin(values));
const orders = (count: number) => `${String(count)} ${count === 1 ? "order" : "orders"}`;
console.log(
  `Orders wait ${String(days)} days for collection in ${where}: reminded ${orders(reminded)}, cancelled ${orders(cancelled)} not collected in time.`,
);
process.exit(0);
