import { describe, expect, it } from "vitest";

import { barPercent, monthLabel, shareLabel } from "./figures";

describe("dashboard figures", () => {
  it("labels API months in UTC", () => {
    expect(monthLabel("2026-03")).toBe("Mar 2026");
    expect(monthLabel("2025-12")).toBe("Dec 2025");
    expect(monthLabel("oops")).toBe("oops");
  });

  it("shows the trending share as a whole percent", () => {
    expect(shareLabel(25)).toBe("(25%)");
    expect(shareLabel(13.4)).toBe("(13%)");
  });

  it("scales bars to the largest value", () => {
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(0, 0)).toBe(0);
  });
});
