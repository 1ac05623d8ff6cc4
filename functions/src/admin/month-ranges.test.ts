import { describe, expect, it } from "vitest";

import { lastMonths } from "./month-ranges.ts";

describe("lastMonths", () => {
  it("gives 12 UTC months, oldest first, ending with the current month", () => {
    const months = lastMonths(new Date("2026-03-15T10:00:00Z"), 12);
    expect(months.map((range) => range.month)).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(months[0]?.start.toISOString()).toBe("2025-04-01T00:00:00.000Z");
    expect(months.at(-1)?.end.toISOString()).toBe("2026-04-01T00:00:00.000Z");
  });

  it("covers time without gaps: each month ends where the next starts", () => {
    const months = lastMonths(new Date("2026-01-31T23:59:59.999Z"), 12);
    for (let index = 1; index < months.length; index += 1) {
      expect(months[index]?.start.getTime()).toBe(months[index - 1]?.end.getTime());
    }
    expect(months.at(-1)?.month).toBe("2026-01");
  });

  it("uses the UTC month, not the local one", () => {
    expect(lastMonths(new Date("2026-05-01T00:00:00Z"), 1)[0]?.month).toBe("2026-05");
    expect(lastMonths(new Date("2026-04-30T23:59:59Z"), 1)[0]?.month).toBe("2026-04");
  });
});
