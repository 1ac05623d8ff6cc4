import { describe, expect, it } from "vitest";

import {
  collectionCodeDigest,
  collectionCodeMatches,
  newCollectionCode,
} from "./collection-code.ts";

const key = Buffer.from("a store key of thirty-two bytes!!");

describe("collection codes", () => {
  it("are six digits", () => {
    for (let index = 0; index < 50; index += 1) expect(newCollectionCode()).toMatch(/^\d{6}$/);
  });

  it("match only their own order's digest, under the same key", () => {
    const digest = collectionCodeDigest("order-1", "123456", key);
    expect(collectionCodeMatches("order-1", "123456", digest, key)).toBe(true);
    expect(collectionCodeMatches("order-1", "123457", digest, key)).toBe(false);
    expect(collectionCodeMatches("order-2", "123456", digest, key)).toBe(false);
    expect(collectionCodeMatches("order-1", "123456", digest, Buffer.from("another key"))).toBe(
      false,
    );
    expect(digest).not.toContain("123456");
  });
});
