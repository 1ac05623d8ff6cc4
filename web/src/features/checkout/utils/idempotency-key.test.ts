import { describe, expect, it } from "vitest";

import { newIdempotencyKey } from "./idempotency-key";

describe("newIdempotencyKey", () => {
  it("fits the API's key format: 8 to 128 of [A-Za-z0-9_-]", () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it("is new each time", () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
  });
});
