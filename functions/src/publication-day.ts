import { onSchedule } from "firebase-functions/v2/scheduler";

import { db } from "../lib/firebase.ts";
import { FUNCTION_SETTINGS } from "../lib/function-settings.ts";
import { configuredStoreOrigin } from "../mail/store-origin.ts";

import { releasePreOrders } from "./release-pre-orders.ts";

/**
 * Just after midnight UTC, when a publication day begins: the pre-orders of books out today move
 * on, each with one "now shipping" mail (docs/orders.md). The emulators run no schedules; there
 * `npm run orders:release` does the same.
 */
export const releasePreOrdersDaily = onSchedule(
  { ...FUNCTION_SETTINGS.releasePreOrdersDaily, schedule: "5 0 * * *", timeZone: "UTC" },
  async () => {
    await releasePreOrders(db, new Date(), configuredStoreOrigin());
  },
);
