import { describe, expect, it } from "vitest";

import { normalizeEmail } from "../accounts/email.ts";

import { NEWSLETTER_MESSAGES, newsletterSignupSchema } from "./newsletter.ts";

function firstIssue(input: unknown): { path: string; message: string } | undefined {
  const issue = newsletterSignupSchema.safeParse(input).error?.issues[0];
  return issue && { path: issue.path.join("."), message: issue.message };
}

describe("newsletterSignupSchema", () => {
  it("accepts an address and normalizes it", () => {
    expect(newsletterSignupSchema.parse({ email: "  Reader@Example.COM " })).toEqual({
      email: "reader@example.com",
    });
  });

  it.each([
    ["a missing address", {}, "email", "Please provide your email address."],
    ["a blank address", { email: "  " }, "email", "Please provide your email address."],
    ["a malformed address", { email: "reader@" }, "email", "Please provide a valid email address."],
    ["a number", { email: 7 }, "email", "Your email address must be text."],
    [
      "a too-long address",
      { email: `${"a".repeat(250)}@b.co` },
      "email",
      "Your email address can be at most 254 characters.",
    ],
    ["an extra field", { email: "reader@example.com", name: "R" }, "", 'Unrecognized key: "name"'],
    ["an array body", [], "", "The request body must be a JSON object."],
  ])("refuses %s", (_label, input, path, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });
});

describe("normalizeEmail", () => {
  it("trims and lower-cases", () => {
    expect(normalizeEmail(" A.B@C.De\t")).toBe("a.b@c.de");
  });
});

describe("NEWSLETTER_MESSAGES", () => {
  it("uses the dialog text with its typographic apostrophe", () => {
    expect(NEWSLETTER_MESSAGES.subscribedTitle).toBe("Subscribed!");
    expect(NEWSLETTER_MESSAGES.subscribedText).toBe(
      "We\u2019re crafting something special. Stay tuned!",
    );
  });
});
