import { describe, expect, it } from "vitest";

import { hashPassword, verifyPassword } from "./password-hash.ts";

/** scrypt at N=2^17 is slow on purpose, and slower still on a busy machine. */
const SCRYPT_TIMEOUT_MS = 30_000;

describe("password hashing", { timeout: SCRYPT_TIMEOUT_MS }, () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("s3cret-passphrase");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain("s3cret-passphrase");
    expect(await verifyPassword("s3cret-passphrase", hash)).toBe(true);
    expect(await verifyPassword("s3cret-passphrasE", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses malformed stored hashes", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
    expect(await verifyPassword("x", "scrypt$1$2")).toBe(false);
    expect(await verifyPassword("x", "scrypt$3$8$1$c2FsdA==$aGFzaA==")).toBe(false);
  });
});
