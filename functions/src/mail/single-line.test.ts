import { describe, expect, it } from "vitest";

import { singleLine } from "./single-line.ts";

describe("singleLine", () => {
  it("turns each run of line breaks, and the spaces around it, into one space", () => {
    expect(singleLine("Eve\n\nURGENT: call 555")).toBe("Eve URGENT: call 555");
    expect(singleLine("a \r\n  b")).toBe("a b");
    expect(singleLine("a\u2028b\u2029c\u0085d\ve\ff")).toBe("a b c d e f");
  });

  it("leaves text on one line as it is, spaces and tabs included", () => {
    expect(singleLine("  Ada\tLovelace  ")).toBe("  Ada\tLovelace  ");
    expect(singleLine("")).toBe("");
  });
});
