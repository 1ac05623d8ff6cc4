import type { PasswordValidationStatus } from "firebase/auth";

/** What `validatePassword` reports; each flag is undefined when the policy does not ask for it. */
export type PasswordCheck = Pick<
  PasswordValidationStatus,
  | "meetsMinPasswordLength"
  | "meetsMaxPasswordLength"
  | "containsLowercaseLetter"
  | "containsUppercaseLetter"
  | "containsNumericCharacter"
  | "containsNonAlphanumericCharacter"
> & {
  passwordPolicy: {
    customStrengthOptions: { minPasswordLength?: number; maxPasswordLength?: number };
    allowedNonAlphanumericCharacters?: string;
  };
};

/** The provider's default policy asks only for 6 characters. */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/** Checks a password against the default policy, for when the provider's policy cannot be read. */
export function checkAgainstDefaultPolicy(password: string): PasswordCheck {
  return {
    meetsMinPasswordLength: password.length >= DEFAULT_MIN_PASSWORD_LENGTH,
    passwordPolicy: { customStrengthOptions: { minPasswordLength: DEFAULT_MIN_PASSWORD_LENGTH } },
  };
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.slice(-1).join("")}`;
}

function symbolsHint(allowed: string | undefined): string {
  const examples = Array.from(allowed ?? "")
    .slice(0, 4)
    .join(" ");
  return examples === "" ? "a symbol" : `a symbol (such as ${examples})`;
}

/**
 * A sentence naming what the password lacks, e.g. "Your password needs at least 6 characters.",
 * or undefined when it meets every requirement of the policy.
 */
export function passwordPolicyMessage(check: PasswordCheck): string | undefined {
  const { minPasswordLength, maxPasswordLength } = check.passwordPolicy.customStrengthOptions;
  const needs: string[] = [];
  if (check.meetsMinPasswordLength === false) {
    needs.push(`at least ${minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH} characters`);
  }
  if (check.containsLowercaseLetter === false) needs.push("a lowercase letter");
  if (check.containsUppercaseLetter === false) needs.push("an uppercase letter");
  if (check.containsNumericCharacter === false) needs.push("a number");
  if (check.containsNonAlphanumericCharacter === false) {
    needs.push(symbolsHint(check.passwordPolicy.allowedNonAlphanumericCharacters));
  }

  const sentences: string[] = [];
  if (needs.length > 0) sentences.push(`Your password needs ${listInWords(needs)}.`);
  if (check.meetsMaxPasswordLength === false && maxPasswordLength !== undefined) {
    sentences.push(`Your password can have at most ${maxPasswordLength} characters.`);
  }
  return sentences.length === 0 ? undefined : sentences.join(" ");
}
