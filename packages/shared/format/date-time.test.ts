import { describe, expect, it } from "vitest";

import { formatDateTime, formatMonth, formatTime } from "./date-time.ts";
import { formatDate } from "./date.ts";

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
