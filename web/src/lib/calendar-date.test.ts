import { describe, expect, it } from "vitest";

import { calendarDate } from "./calendar-date";

describe("calendarDate", () => {
  it("writes the local day with the month's name", () => {
    expect(calendarDate(new Date(2026, 10, 22, 23, 59))).toBe("November 22, 2026");
    expect(calendarDate(new Date(2025, 0, 5))).toBe("January 5, 2025");
  });

  it("matches the en-US long date for every month", () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, 1);
      expect(calendarDate(date)).toBe(
        date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" }),
      );
    }
  });
});
