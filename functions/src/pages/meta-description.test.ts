import { describe, expect, it } from "vitest";

import { META_DESCRIPTION_MAX, metaDescription } from "./meta-description.ts";

describe("metaDescription", () => {
  it("keeps a short text whole, on one line", () => {
    expect(metaDescription("  A short\n book.  ")).toBe("A short book.");
  });

  it("cuts a long text on a word boundary within the limit", () => {
    const text = `${"word ".repeat(60)}end`;
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut.endsWith("word…")).toBe(true);
  });

  it("cuts one endless word at the limit", () => {
    expect(metaDescription("x".repeat(400)).length).toBe(META_DESCRIPTION_MAX);
  });
});
