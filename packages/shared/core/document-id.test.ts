import { describe, expect, it } from "vitest";

import { isDocumentId } from "./document-id.ts";

describe("isDocumentId", () => {
  it.each(["the-hobbit", "a", "A1_b-2", "0123456789abcdef0123456789abcdef01234567", "_x_", "__x"])(
    "accepts %s",
    (id) => {
      expect(isDocumentId(id)).toBe(true);
    },
  );

  it.each([
    "",
    "__proto__",
    "__name__",
    "____",
    "a/b",
    "..",
    ".",
    "a b",
    "<script>",
    "x".repeat(129),
  ])("refuses %j", (id) => {
    expect(isDocumentId(id)).toBe(false);
  });
});
