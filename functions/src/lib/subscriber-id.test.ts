import { describe, expect, it } from "vitest";

import { subscriberId } from "./subscriber-id.ts";

// printf 'reader@example.com' | sha256sum
const READER_SHA256 = "d108b279434fe1d54ac0f1da633564604b26c2e0e221d108b0fbadb87aba02c0";

describe("subscriberId", () => {
  it("is the SHA-256 hex of the address", () => {
    expect(subscriberId("reader@example.com")).toBe(READER_SHA256);
  });

  it("ignores case and surrounding spaces", () => {
    expect(subscriberId("  Reader@Example.COM \n")).toBe(READER_SHA256);
  });

  it("tells different addresses apart", () => {
    expect(subscriberId("reader2@example.com")).not.toBe(READER_SHA256);
  });
});
