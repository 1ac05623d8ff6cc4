import { describe, expect, it } from "vitest";

import { normalizeIsbn } from "./isbn";

describe("normalizeIsbn", () => {
  it("accepts ISBN-13 and ISBN-10 with hyphens and spaces, and a final X", () => {
    expect(normalizeIsbn("978-1-0981-0830-4")).toBe("9781098108304");
    expect(normalizeIsbn(" 0 306 40615 2 ")).toBe("0306406152");
    expect(normalizeIsbn("0-8044-2957-x")).toBe("080442957X");
  });

  it("refuses a wrong check digit, a wrong length and letters", () => {
    for (const typed of ["9781098108305", "0306406153", "97810981083", "ISBN 0306406152", ""]) {
      expect(normalizeIsbn(typed)).toBeNull();
    }
  });
});
