import { describe, expect, it } from "vitest";

import { coverUrl, FALLBACK_COVER } from "./cover-url";

describe("coverUrl", () => {
  it("serves a stored file name from the cover store", () => {
    expect(coverUrl("the-book.svg")).toBe("/covers/the-book.svg");
  });

  it("encodes characters that would change the path", () => {
    expect(coverUrl("../admin?x=1")).toBe("/covers/..%2Fadmin%3Fx%3D1");
  });

  it("keeps absolute URLs", () => {
    expect(coverUrl("https://example.com/c.png")).toBe("https://example.com/c.png");
  });

  it("falls back when there is no cover", () => {
    expect(coverUrl("")).toBe(FALLBACK_COVER);
    expect(coverUrl("  ")).toBe(FALLBACK_COVER);
  });
});
