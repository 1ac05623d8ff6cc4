import { calendarDayParts } from "@bookstore/shared/core/calendar-day.ts";

/**
 * Calendar days of the store: the days an owner names (an export's from and to) are days in the
 * store's time zone, the one its daily summary keeps (STORE_SUMMARY_TIME_ZONE, UTC by default).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The store's IANA time zone; an unset or unknown name is UTC. */
export function storeTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.STORE_SUMMARY_TIME_ZONE?.trim();
  if (!configured) return "UTC";
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: configured }).resolvedOptions().timeZone;
  } catch {
    return "UTC";
  }
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wallClock = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wallClock - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant a calendar day (YYYY-MM-DD, a checked one) begins in the time zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = calendarDayParts(day) ?? [1970, 1, 1];
  const midnightUtc = Date.UTC(year, month - 1, date);
  const first = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  // The offset at the day's start may differ from the one at midnight UTC (a clock change
  // between the two); the second reading is the day's own.
  return new Date(midnightUtc - zoneOffsetMs(first, timeZone));
}

/** The instant after a calendar day ends in the time zone: the next day's start. */
export function endOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = calendarDayParts(day) ?? [1970, 1, 1];
  const next = new Date(Date.UTC(year, month - 1, date) + DAY_MS).toISOString().slice(0, 10);
  return startOfDay(next, timeZone);
}
