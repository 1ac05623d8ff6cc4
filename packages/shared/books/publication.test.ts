import { describe, expect, it } from "vitest";

import { isCalendarDay } from "../core/calendar-day.ts";

import { preOrderLabel } from "./pre-order-label.ts";
import { isForthcoming, utcDay } from "./publication.ts";

describe("a book's publication day", () => {
  const now = new Date("2027-03-11T23:30:00Z");

  it("is forthcoming until its day begins in UTC", () => {
    expect(isForthcoming({ publishedOn: "2027-03-12" }, now)).toBe(true);
    expect(isForthcoming({ publishedOn: "2027-03-12" }, new Date("2027-03-12T00:00:00Z"))).toBe(
      false,
    );
    expect(isForthcoming({ publishedOn: "2027-03-11" }, now)).toBe(false);
    expect(isForthcoming({ publishedOn: "2026-01-01" }, now)).toBe(false);
  });

  it("is out when it has no publication day", () => {
    expect(isForthcoming({}, now)).toBe(false);
  });

  it("writes the pre-order line in the shop's date format", () => {
    expect(preOrderLabel("2027-03-12")).toBe("Pre-order — publishes March 12, 2027");
  });

  it("takes only real days written YYYY-MM-DD", () => {
    expect(isCalendarDay("2027-03-12")).toBe(true);
    expect(isCalendarDay("2027-02-30")).toBe(false);
    expect(isCalendarDay("12/03/2027")).toBe(false);
    expect(isCalendarDay("2027-3-12")).toBe(false);
  });

  it("reads the UTC day of an instant", () => {
    expect(utcDay(now)).toBe("2027-03-11");
  });
});
