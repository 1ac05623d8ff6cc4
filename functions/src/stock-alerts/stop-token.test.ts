import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { signStopToken, verifyStopToken } from "./stop-token.ts";

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);

describe("stock alert stop tokens", () => {
  it("name the uid they were made for", () => {
    const token = signStopToken("uid-123", key);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyStopToken(token, key)).toBe("uid-123");
  });

  it("are refused under another key, changed, or for another uid", () => {
    const token = signStopToken("uid-123", key);
    expect(verifyStopToken(token, otherKey)).toBeNull();
    const [, signature] = token.split(".");
    const otherPayload = Buffer.from("victim").toString("base64url");
    expect(verifyStopToken(`${otherPayload}.${signature ?? ""}`, key)).toBeNull();
    expect(verifyStopToken(token.slice(0, -1), key)).toBeNull();
    expect(verifyStopToken(`${token}A`, key)).toBeNull();
  });

  it("are not signed with the store's key itself, which newsletter tokens use", () => {
    const payload = Buffer.from("uid-123").toString("base64url");
    const underStoreKey = createHmac("sha256", key).update(payload).digest("base64url");
    expect(verifyStopToken(`${payload}.${underStoreKey}`, key)).toBeNull();
  });

  it.each([
    ["an empty string", ""],
    ["no dot", "dWlk"],
    ["three parts", "a.b.c"],
    ["markup", "<script>alert(1)</script>"],
    ["an empty payload", `.${Buffer.alloc(32).toString("base64url")}`],
  ])("refuse garbage: %s", (_name, token) => {
    expect(verifyStopToken(token, key)).toBeNull();
  });
});
