import { onSchedule } from "firebase-functions/v2/scheduler";

import { db } from "./lib/firebase.ts";
import { FUNCTION_SETTINGS } from "./lib/function-settings.ts";
import { configuredStoreOrigin } from "./lib/store-origin.ts";
import { collectionHoldDays } from "./orders/collection-hold.ts";
import { holdCollections } from "./orders/hold-collections.ts";

/**
 * Once a day, the orders waiting at the counter get their reminder or, past their hold, their
 * cancel (docs/orders.md). The emulators run no schedules; there `npm run orders:collections`
 * does the same.
 */
export const holdCollectionsDaily = onSchedule(
  { ...FUNCTION_SETTINGS.holdCollectionsDaily, schedule: "15 0 * * *", timeZone: "UTC" },
  async () => {
    await holdCollections(db, new Date(), collectionHoldDays(), configuredStoreOrigin());
  },
);
