import { describe, expect, it } from "vitest";

import { matchesShape } from "./json-shape";

describe("matchesShape", () => {
  it("reads types, enums, constants, items and required properties", () => {
    const shape = {
      type: "object",
      properties: {
        count: { type: "integer" },
        kind: { type: "string", enum: ["a", "b"] },
        fixed: { const: "yes" },
        tags: { type: "array", items: { type: "string" } },
        note: { type: "string" },
      },
      required: ["count", "kind", "fixed", "tags"],
    };
    const valid = { count: 2, kind: "a", fixed: "yes", tags: ["x"] };
    expect(matchesShape(valid, shape)).toBe(true);
    expect(matchesShape({ ...valid, note: "optional" }, shape)).toBe(true);
    expect(matchesShape({ ...valid, count: 2.5 }, shape)).toBe(false);
    expect(matchesShape({ ...valid, kind: "c" }, shape)).toBe(false);
    expect(matchesShape({ ...valid, fixed: "no" }, shape)).toBe(false);
    expect(matchesShape({ ...valid, tags: ["x", 1] }, shape)).toBe(false);
    expect(matchesShape({ ...valid, note: 1 }, shape)).toBe(false);
    expect(matchesShape({ count: 2, kind: "a", fixed: "yes" }, shape)).toBe(false);
  });

  it("fails every value for a keyword or type it does not read", () => {
    expect(matchesShape("a", { anyOf: [{ type: "string" }] } as never)).toBe(false);
    expect(matchesShape("a", { type: "text" })).toBe(false);
  });
});
