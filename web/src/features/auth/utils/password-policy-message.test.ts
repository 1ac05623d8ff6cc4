import { describe, expect, it } from "vitest";

import {
  checkAgainstDefaultPolicy,
  passwordPolicyMessage,
  type PasswordCheck,
} from "./password-policy-message";

function policy(
  options: PasswordCheck["passwordPolicy"]["customStrengthOptions"],
  allowedNonAlphanumericCharacters?: string,
): PasswordCheck["passwordPolicy"] {
  return { customStrengthOptions: options, allowedNonAlphanumericCharacters };
}

describe("passwordPolicyMessage", () => {
  it("asks for the policy's minimum length", () => {
    expect(
      passwordPolicyMessage({
        meetsMinPasswordLength: false,
        passwordPolicy: policy({ minPasswordLength: 6 }),
      }),
    ).toBe("Your password needs at least 6 characters.");
  });

  it("lists every missing kind of character", () => {
    expect(
      passwordPolicyMessage({
        meetsMinPasswordLength: false,
        containsLowercaseLetter: true,
        containsUppercaseLetter: false,
        containsNumericCharacter: false,
        containsNonAlphanumericCharacter: false,
        passwordPolicy: policy({ minPasswordLength: 10 }, "!#$%&*"),
      }),
    ).toBe(
      "Your password needs at least 10 characters, an uppercase letter, a number and a symbol (such as ! # $ %).",
    );
  });

  it("names a single missing lowercase letter or symbol", () => {
    expect(
      passwordPolicyMessage({ containsLowercaseLetter: false, passwordPolicy: policy({}) }),
    ).toBe("Your password needs a lowercase letter.");
    expect(
      passwordPolicyMessage({
        containsNonAlphanumericCharacter: false,
        passwordPolicy: policy({}),
      }),
    ).toBe("Your password needs a symbol.");
  });

  it("says when a password is too long", () => {
    expect(
      passwordPolicyMessage({
        meetsMaxPasswordLength: false,
        passwordPolicy: policy({ minPasswordLength: 6, maxPasswordLength: 20 }),
      }),
    ).toBe("Your password can have at most 20 characters.");
  });

  it("is undefined when the password meets the policy or the policy asks nothing", () => {
    expect(
      passwordPolicyMessage({
        meetsMinPasswordLength: true,
        containsUppercaseLetter: true,
        passwordPolicy: policy({ minPasswordLength: 6 }),
      }),
    ).toBeUndefined();
    expect(passwordPolicyMessage({ passwordPolicy: policy({}) })).toBeUndefined();
  });
});

describe("checkAgainstDefaultPolicy", () => {
  it("applies the provider's default minimum of 6 characters", () => {
    expect(passwordPolicyMessage(checkAgainstDefaultPolicy("abc"))).toBe(
      "Your password needs at least 6 characters.",
    );
    expect(passwordPolicyMessage(checkAgainstDefaultPolicy("abcdef"))).toBeUndefined();
  });
});
