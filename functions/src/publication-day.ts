import type { Firestore } from "firebase-admin/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";

import { db } from "./lib/firebase.ts";
import { FUNCTION_SETTINGS } from "./lib/function-settings.ts";
import { configuredStoreOrigin } from "./lib/store-origin.ts";
import { releasePreOrders } from "./orders/release-pre-orders.ts";
import { sendPublicationAlerts } from "./stock-alerts/send-publication-alerts.ts";

export interface PublicationDayOutcome {
  /** Orders whose pre-ordered lines were released, each with its one mail. */
  released: number;
  /** "Email me when it's out" alerts mailed. */
  alerts: number;
}

/**
 * What a publication day does at `now`: the pre-orders of books out by then move on, each with
 * one "now shipping" mail (docs/orders.md), and each "Email me when it's out" alert of those
 * books gets its one mail (docs/mail.md). Run again, or twice at once, it sends nothing more.
 */
export async function runPublicationDay(
  database: Firestore,
  now: Date,
  origin: string,
): Promise<PublicationDayOutcome> {
  const { released } = await releasePreOrders(database, now, origin);
  const alerts = await sendPublicationAlerts(database, now, origin);
  return { released, alerts };
}

/**
 * Just after midnight UTC, when a publication day begins. The emulators run no schedules; there
 * `npm run orders:release` does the same.
 */
export const releasePreOrdersDaily = onSchedule(
  { ...FUNCTION_SETTINGS.releasePreOrdersDaily, schedule: "5 0 * * *", timeZone: "UTC" },
  async () => {
    await runPublicationDay(db, new Date(), configuredStoreOrigin());
  },
);
