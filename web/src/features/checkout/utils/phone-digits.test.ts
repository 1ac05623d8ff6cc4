import { describe, expect, it } from "vitest";

import { phoneDigits } from "./phone-digits";

describe("phoneDigits", () => {
  it("keeps digits only", () => {
    expect(phoneDigits("+1 (541) 555-0100")).toBe("15415550100");
    expect(phoneDigits("abc")).toBe("");
    expect(phoneDigits("")).toBe("");
  });

  it("leaves a clean number alone", () => {
    expect(phoneDigits("0123456789")).toBe("0123456789");
  });

  it("drops non-ASCII digits and spaces too", () => {
    expect(phoneDigits("١٢٣ 45\t6")).toBe("456");
  });
});
