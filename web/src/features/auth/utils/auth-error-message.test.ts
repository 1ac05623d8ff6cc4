import { describe, expect, it } from "vitest";

import {
  authErrorCode,
  authErrorMessage,
  saysMoreThanInvalidCredentials,
  saysMoreThanTryAgain,
  signsUserOut,
} from "./auth-error-message";

/** The Firebase Auth error codes the sign-in screens must explain in a sentence. */
const AUTH_PROVIDER_CODES = [
  "operation-not-supported-in-this-environment",
  "web-storage-unsupported",
  "cancelled-popup-request",
  "popup-closed-by-user",
  "popup-blocked",
  "network-request-failed",
  "unauthorized-domain",
  "internal-error",
  "invalid-auth-event",
  "auth-domain-config-required",
  "invalid-api-key",
  "wrong-password",
  "invalid-credential",
  "user-not-found",
  "email-already-in-use",
  "too-many-requests",
  "expired-action-code",
  "invalid-action-code",
  "requires-recent-login",
  "user-token-expired",
  "user-disabled",
  "password-does-not-meet-requirements",
  "multi-factor-auth-required",
];

const GENERIC = "Something went wrong while signing you in. Please try again.";

describe("authErrorCode", () => {
  it("takes the code out of a Firebase Auth error", () => {
    expect(authErrorCode({ code: "auth/too-many-requests", message: "x" })).toBe(
      "too-many-requests",
    );
  });

  it("calls anything else unknown", () => {
    expect(authErrorCode(new Error("boom"))).toBe("unknown");
    expect(authErrorCode({ code: "storage/unknown" })).toBe("unknown");
    expect(authErrorCode({ code: 42 })).toBe("unknown");
    expect(authErrorCode(null)).toBe("unknown");
    expect(authErrorCode("auth/internal-error")).toBe("unknown");
  });
});

describe("authErrorMessage", () => {
  it.each(AUTH_PROVIDER_CODES)("gives '%s' a sentence, not the code", (code) => {
    const sentence = authErrorMessage(code);
    expect(sentence).toMatch(/^[A-Z].*[.!]$/);
    expect(sentence).not.toContain(code);
    expect(sentence).not.toMatch(/auth\//);
  });

  it("says its sentence for an address already in use", () => {
    expect(authErrorMessage("email-already-in-use")).toBe(
      "An account with this e-mail already exists. Please log in.",
    );
  });

  it("explains the codes a customer can act on", () => {
    expect(authErrorMessage("too-many-requests")).toBe(
      "Too many attempts to sign in. Please wait a few minutes before trying again.",
    );
    expect(authErrorMessage("network-request-failed")).toBe(
      "We could not reach the sign-in service. Please check your internet connection and try again.",
    );
    expect(authErrorMessage("user-disabled")).toBe(
      "This account has been disabled. Please contact us for help.",
    );
    expect(authErrorMessage("popup-blocked")).toBe(
      "Your browser blocked the sign-in window. Please allow pop-ups for this store and try again.",
    );
  });

  it("gives the SDK's lower-cased unknown codes and inherited names a generic sentence", () => {
    expect(authErrorMessage("some-new-code")).toBe(GENERIC);
    expect(authErrorMessage("unknown")).toBe(GENERIC);
    expect(authErrorMessage("toString")).toBe(GENERIC);
    expect(authErrorMessage("__proto__")).toBe(GENERIC);
  });
});

describe("saysMoreThanInvalidCredentials", () => {
  it("is false for codes that only mean a wrong e-mail or password", () => {
    for (const code of [
      "wrong-password",
      "invalid-credential",
      "user-not-found",
      "invalid-email",
    ]) {
      expect(saysMoreThanInvalidCredentials(code)).toBe(false);
    }
  });

  it("is true where the code says more", () => {
    for (const code of ["too-many-requests", "network-request-failed", "user-disabled"]) {
      expect(saysMoreThanInvalidCredentials(code)).toBe(true);
    }
  });
});

describe("saysMoreThanTryAgain", () => {
  it("is false for an internal error, an odd auth event and unknown codes", () => {
    expect(saysMoreThanTryAgain("internal-error")).toBe(false);
    expect(saysMoreThanTryAgain("invalid-auth-event")).toBe(false);
    expect(saysMoreThanTryAgain("some-new-code")).toBe(false);
  });

  it("is true for codes with advice of their own", () => {
    expect(saysMoreThanTryAgain("popup-blocked")).toBe(true);
    expect(saysMoreThanTryAgain("unauthorized-domain")).toBe(true);
  });
});

describe("signsUserOut", () => {
  it("is true only for a disabled account and an expired session", () => {
    expect(AUTH_PROVIDER_CODES.filter(signsUserOut)).toEqual([
      "user-token-expired",
      "user-disabled",
    ]);
  });
});
