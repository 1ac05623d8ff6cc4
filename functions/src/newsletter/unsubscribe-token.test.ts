import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);

/** The token with one character of the given part replaced by another base64url character. */
function flipCharacter(token: string, part: 0 | 1, index: number): string {
  const parts = token.split(".");
  const text = parts[part] ?? "";
  const character = text[index] === "A" ? "B" : "A";
  parts[part] = `${text.slice(0, index)}${character}${text.slice(index + 1)}`;
  return parts.join(".");
}

describe("unsubscribe tokens", () => {
  it("name the normalized address they were made for", () => {
    const token = signUnsubscribeToken("  Reader@Example.COM ", key);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(token, key)).toBe("reader@example.com");
  });

  it("differ between addresses and between keys", () => {
    const token = signUnsubscribeToken("reader@example.com", key);
    expect(signUnsubscribeToken("reader2@example.com", key)).not.toBe(token);
    expect(signUnsubscribeToken("reader@example.com", otherKey)).not.toBe(token);
    expect(verifyUnsubscribeToken(token, otherKey)).toBeNull();
    expect(
      verifyUnsubscribeToken(signUnsubscribeToken("a@example.com", randomBytes(32)), key),
    ).toBeNull();
  });

  it("refuse a changed payload, even one naming another valid address", () => {
    const token = signUnsubscribeToken("reader@example.com", key);
    const [, signature] = token.split(".");
    const otherPayload = Buffer.from("victim@example.com").toString("base64url");
    expect(verifyUnsubscribeToken(`${otherPayload}.${signature ?? ""}`, key)).toBeNull();
    expect(verifyUnsubscribeToken(flipCharacter(token, 0, 0), key)).toBeNull();
    expect(verifyUnsubscribeToken(flipCharacter(token, 0, 5), key)).toBeNull();
  });

  it("refuse a changed signature", () => {
    const token = signUnsubscribeToken("reader@example.com", key);
    expect(verifyUnsubscribeToken(flipCharacter(token, 1, 0), key)).toBeNull();
    expect(verifyUnsubscribeToken(flipCharacter(token, 1, 20), key)).toBeNull();
  });

  it("refuse a signature of the wrong length or not in canonical form", () => {
    const token = signUnsubscribeToken("reader@example.com", key);
    expect(verifyUnsubscribeToken(token.slice(0, -1), key)).toBeNull();
    expect(verifyUnsubscribeToken(`${token}A`, key)).toBeNull();
    expect(verifyUnsubscribeToken(`${token}AAAA`, key)).toBeNull();
    // The last character's 2 low bits are unused: changing one decodes to the same 32 bytes.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sameBytes = alphabet[alphabet.indexOf(token.at(-1) ?? "A") ^ 1] ?? "";
    const twin = `${token.slice(0, -1)}${sameBytes}`;
    expect(Buffer.from(twin.split(".")[1] ?? "", "base64url")).toEqual(
      Buffer.from(token.split(".")[1] ?? "", "base64url"),
    );
    expect(verifyUnsubscribeToken(twin, key)).toBeNull();
    const [payload] = token.split(".");
    expect(verifyUnsubscribeToken(`${payload ?? ""}.`, key)).toBeNull();
  });

  it.each([
    ["an empty string", ""],
    ["no dot", "cmVhZGVyQGV4YW1wbGUuY29t"],
    ["three parts", "a.b.c"],
    ["standard base64", "cmVhZGVy+/==.cmVhZGVy+/=="],
    ["spaces", "abc def.ghi"],
    ["markup", "<script>alert(1)</script>"],
    ["a lone dot", "."],
    ["an empty payload", `.${Buffer.alloc(32).toString("base64url")}`],
  ])("refuse garbage: %s", (_name, token) => {
    expect(verifyUnsubscribeToken(token, key)).toBeNull();
  });
});
