import type { User } from "firebase/auth";
import { describe, expect, it } from "vitest";

import { signInKey } from "./sign-in-key";

/** Stands in for the SDK's User object: signInKey reads only its uid and identity. */
function signedIn(uid: string): User {
  return { uid } as User;
}

describe("signInKey", () => {
  it("is the same for one sign-in, however often it is asked", () => {
    const user = signedIn("customer-1");
    expect(signInKey(user)).toBe(signInKey(user));
  });

  it("differs when the same account signs in again", () => {
    const first = signInKey(signedIn("customer-1"));
    const second = signInKey(signedIn("customer-1"));
    expect(second).not.toBe(first);
    expect(first.startsWith("customer-1:")).toBe(true);
    expect(second.startsWith("customer-1:")).toBe(true);
  });

  it("differs between accounts", () => {
    expect(signInKey(signedIn("customer-1"))).not.toBe(signInKey(signedIn("customer-2")));
  });
});
