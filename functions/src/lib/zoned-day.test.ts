import { describe, expect, it } from "vitest";

import { isCalendarDay } from "@bookstore/shared/core/calendar-day.ts";

import { endOfDay, startOfDay, storeTimeZone } from "./zoned-day.ts";

describe("isCalendarDay", () => {
  it("takes real days written YYYY-MM-DD only", () => {
    expect(isCalendarDay("2026-02-28")).toBe(true);
    expect(isCalendarDay("2024-02-29")).toBe(true);
    for (const day of [
      "2026-02-29",
      "2026-13-01",
      "2026-1-01",
      "01/02/2026",
      "",
      "2026-02-28T00",
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});

describe("startOfDay and endOfDay", () => {
  it("are midnight to midnight in UTC", () => {
    expect(startOfDay("2026-03-01", "UTC").toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(endOfDay("2026-02-28", "UTC").toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(endOfDay("2026-12-31", "UTC").toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("follow the zone's offset on either side of UTC", () => {
    expect(startOfDay("2026-01-15", "America/New_York").toISOString()).toBe(
      "2026-01-15T05:00:00.000Z",
    );
    expect(startOfDay("2026-07-15", "America/New_York").toISOString()).toBe(
      "2026-07-15T04:00:00.000Z",
    );
    expect(startOfDay("2026-01-15", "Asia/Kolkata").toISOString()).toBe("2026-01-14T18:30:00.000Z");
  });

  it("make a day that has a clock change 23 or 25 hours long", () => {
    const hours = (day: string) =>
      (endOfDay(day, "Europe/Berlin").getTime() - startOfDay(day, "Europe/Berlin").getTime()) /
      3_600_000;
    expect(hours("2026-03-29")).toBe(23);
    expect(hours("2026-10-25")).toBe(25);
    expect(hours("2026-06-01")).toBe(24);
  });
});

describe("storeTimeZone", () => {
  it("is the configured zone, or UTC when unset or unknown", () => {
    expect(storeTimeZone({ STORE_SUMMARY_TIME_ZONE: "Europe/Berlin" })).toBe("Europe/Berlin");
    expect(storeTimeZone({})).toBe("UTC");
    expect(storeTimeZone({ STORE_SUMMARY_TIME_ZONE: " " })).toBe("UTC");
    expect(storeTimeZone({ STORE_SUMMARY_TIME_ZONE: "Mars/Olympus" })).toBe("UTC");
  });
});
