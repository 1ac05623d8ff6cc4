import { onSchedule } from "firebase-functions/v2/scheduler";

import { db } from "../lib/firebase.ts";
import { FUNCTION_SETTINGS } from "../lib/function-settings.ts";

import { sendDailySummary } from "./send-daily-summary.ts";

/**
 * The hour (0–23, in STORE_SUMMARY_TIME_ZONE, UTC by default) the owner's daily summary goes at:
 * STORE_SUMMARY_HOUR in functions/.env, 7 by default; "off" sends none. The deploy reads it.
 */
function summaryHour(env: NodeJS.ProcessEnv): number | "off" {
  const configured = env.STORE_SUMMARY_HOUR?.trim() ?? "";
  if (configured === "off") return "off";
  const hour = Number(configured === "" ? "7" : configured);
  return Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : 7;
}

const hour = summaryHour(process.env);

/** Once a day: the owner's summary of the last 24 hours (docs/mail.md). */
export const ownerDailySummary = onSchedule(
  {
    ...FUNCTION_SETTINGS.ownerDailySummary,
    schedule: `0 ${hour === "off" ? 7 : hour} * * *`,
    timeZone: process.env.STORE_SUMMARY_TIME_ZONE?.trim() || "UTC",
  },
  async () => {
    if (hour === "off") return;
    await sendDailySummary(db, new Date());
  },
);
