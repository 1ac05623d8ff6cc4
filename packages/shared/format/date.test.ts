import { describe, expect, it } from "vitest";

import { formatDate, formatDateTime, formatDay, formatMonth, formatTime } from "./date.ts";

describe("formatDate", () => {
  it("writes the visitor's day with the month's name", () => {
    expect(formatDate(new Date(2026, 10, 22, 23, 59))).toBe("November 22, 2026");
    expect(formatDate(new Date(2025, 0, 5, 0, 0))).toBe("January 5, 2025");
  });

  it("writes the UTC day when asked", () => {
    expect(formatDate("2026-11-22T23:59:00Z", { timeZone: "UTC" })).toBe("November 22, 2026");
    expect(formatDate(Date.UTC(2001, 0, 2, 7), { timeZone: "UTC" })).toBe("January 2, 2001");
  });

  it("is en-US's long date for every month, in the visitor's zone and in UTC", () => {
    const local = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
    const utc = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, 28, 12);
      expect(formatDate(date)).toBe(local.format(date));
      expect(formatDate(date, { timeZone: "UTC" })).toBe(utc.format(date));
    }
  });
});

describe("formatDay", () => {
  it("writes a calendar day as formatDate writes dates, in no time zone", () => {
    expect(formatDay("2026-06-14")).toBe("June 14, 2026");
    expect(formatDay("2026-01-01")).toBe("January 1, 2026");
    expect(formatDay("2026-12-31")).toBe(formatDate("2026-12-31T12:00:00Z", { timeZone: "UTC" }));
  });

  it("shows anything that is not a day as given", () => {
    expect(formatDay("soon")).toBe("soon");
  });
});

describe("formatDateTime", () => {
  it("writes formatDate's date, then the time of day", () => {
    const at = "2026-11-22T15:04:00Z";
    expect(formatDateTime(at, { timeZone: "UTC" })).toBe(`November 22, 2026 at 3:04 PM`);
    expect(formatDateTime(at, { timeZone: "America/New_York" })).toBe(
      `November 22, 2026 at 10:04 AM`,
    );
    expect(formatDateTime("2026-11-22T23:30:00Z", { timeZone: "Asia/Tokyo" })).toBe(
      `November 23, 2026 at 8:30 AM`,
    );
  });

  it("starts with the same date formatDate writes, in the visitor's zone", () => {
    const at = new Date(2026, 2, 4, 10, 5);
    expect(formatDateTime(at).startsWith(`${formatDate(at)} at `)).toBe(true);
  });
});

describe("formatTime", () => {
  it("writes the time of day in hours and minutes", () => {
    expect(formatTime("2026-11-22T15:04:00Z", { timeZone: "UTC" })).toBe(`3:04 PM`);
    expect(formatTime("2026-11-22T00:30:00Z", { timeZone: "UTC" })).toBe(`12:30 AM`);
    expect(formatTime("2026-11-22T15:04:00Z", { timeZone: "Europe/Berlin" })).toBe(`4:04 PM`);
  });
});

describe("formatMonth", () => {
  it("writes a month with its year", () => {
    expect(formatMonth(Date.UTC(2026, 2, 1), { timeZone: "UTC" })).toBe("Mar 2026");
    expect(formatMonth(Date.UTC(2025, 11, 1), { timeZone: "UTC" })).toBe("Dec 2025");
  });
});
