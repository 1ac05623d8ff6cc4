import { describe, expect, it } from "vitest";

import { checkedTokenClaims, isSignUpStampRace } from "./sign-up-token.ts";

const CREATED = "Wed, 25 Nov 2026 19:00:00 GMT";
const createdSeconds = Date.parse(CREATED) / 1000;

function account(validAfterSeconds: number | undefined) {
  return {
    metadata: { creationTime: CREATED },
    tokensValidAfterTime:
      validAfterSeconds === undefined
        ? undefined
        : new Date(validAfterSeconds * 1000).toUTCString(),
  };
}

function unsignedToken(payload: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part(payload)}.`;
}

describe("isSignUpStampRace", () => {
  it("recognises the sign-up token whose account stamp fell into the next second", () => {
    expect(isSignUpStampRace(createdSeconds, account(createdSeconds + 1))).toBe(true);
  });

  it.each([
    ["a token from before the account existed", createdSeconds - 1, createdSeconds + 1],
    ["a later sign-in revoked a second after it", createdSeconds + 1, createdSeconds + 2],
    ["a revocation two seconds after the sign-up", createdSeconds, createdSeconds + 2],
    ["a revocation minutes later", createdSeconds, createdSeconds + 600],
  ])("still refuses %s", (_label, authTime, validAfter) => {
    expect(isSignUpStampRace(authTime, account(validAfter))).toBe(false);
  });

  it("refuses when the account has no stamp at all", () => {
    expect(isSignUpStampRace(createdSeconds, account(undefined))).toBe(false);
  });
});

describe("checkedTokenClaims", () => {
  const claims = {
    aud: "demo-bookstore",
    auth_time: createdSeconds,
    exp: createdSeconds + 3600,
    iat: createdSeconds,
    iss: "https://securetoken.google.com/demo-bookstore",
    sub: "customer-1",
    email: "a@example.com",
    email_verified: true,
    firebase: { identities: { email: ["a@example.com"] }, sign_in_provider: "password" },
  };

  it("returns the claims with uid, as verifyIdToken does", () => {
    expect(checkedTokenClaims(unsignedToken(claims))).toEqual({ ...claims, uid: "customer-1" });
  });

  it.each(["", "a.b.c", "a.e30.c", unsignedToken({ ...claims, sub: 7 })])(
    "returns null for %j",
    (token) => {
      expect(checkedTokenClaims(token)).toBeNull();
    },
  );
});
