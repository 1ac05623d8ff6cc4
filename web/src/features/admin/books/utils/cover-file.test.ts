import { describe, expect, it } from "vitest";

import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";

import { coverFileProblem } from "./cover-file";

describe("coverFileProblem", () => {
  it("accepts an image up to 5 MB", () => {
    expect(coverFileProblem({ size: 1000, type: "image/png" })).toBeUndefined();
    expect(coverFileProblem({ size: 5 * 1024 * 1024, type: "image/webp" })).toBeUndefined();
  });

  it("refuses empty, too large and non-image files", () => {
    expect(coverFileProblem({ size: 0, type: "image/png" })).toBe(ADMIN_MESSAGES.coverEmpty);
    expect(coverFileProblem({ size: 5 * 1024 * 1024 + 1, type: "image/png" })).toBe(
      ADMIN_MESSAGES.coverTooLarge,
    );
    expect(coverFileProblem({ size: 10, type: "text/plain" })).toBe(ADMIN_MESSAGES.coverNotImage);
  });
});
