import { describe, expect, it } from "vitest";

import { CONTACT_LIMITS, CONTACT_MESSAGES, contactMessageSchema } from "./contact.ts";

const valid = { name: "Ada Reader", email: "ada@example.com", message: "Hello there." };

function firstIssue(input: unknown): { path: string; message: string } | undefined {
  const result = contactMessageSchema.safeParse(input);
  const issue = result.error?.issues[0];
  return issue && { path: issue.path.join("."), message: issue.message };
}

describe("contactMessageSchema", () => {
  it("accepts a message, trims it and leaves the honeypot unticked", () => {
    expect(
      contactMessageSchema.parse({
        name: "  Ada Reader ",
        email: " ada@example.com\n",
        message: "\tHello there.  ",
      }),
    ).toEqual({ ...valid, botcheck: false });
  });

  it("passes a ticked honeypot through for the API to drop", () => {
    expect(contactMessageSchema.parse({ ...valid, botcheck: true }).botcheck).toBe(true);
  });

  it.each([
    ["a missing name", { ...valid, name: undefined }, "name", CONTACT_MESSAGES.nameRequired],
    ["a blank name", { ...valid, name: "   " }, "name", "Please provide your full name."],
    [
      "a missing email",
      { ...valid, email: undefined },
      "email",
      "Please provide your email address.",
    ],
    ["an empty email", { ...valid, email: "" }, "email", "Please provide your email address."],
    [
      "a malformed email",
      { ...valid, email: "ada@" },
      "email",
      "Please provide a valid email address.",
    ],
    [
      "an email without a domain dot",
      { ...valid, email: "ada@example" },
      "email",
      "Please provide a valid email address.",
    ],
    ["a blank message", { ...valid, message: " \n " }, "message", "Please enter your message."],
    [
      "a missing message",
      { ...valid, message: undefined },
      "message",
      "Please enter your message.",
    ],
  ])("gives the field's message for %s", (_label, input, path, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });

  it("gives exactly one message per empty field, in form order", () => {
    const result = contactMessageSchema.safeParse({ name: "", email: "", message: "" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "Please provide your full name."],
      ["email", "Please provide your email address."],
      ["message", "Please enter your message."],
    ]);
  });

  it.each([
    ["name", CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong],
    ["message", CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong],
  ])("limits %s to %i characters after trimming", (field, max, tooLong) => {
    expect(
      contactMessageSchema.safeParse({ ...valid, [field]: ` ${"x".repeat(max)} ` }).success,
    ).toBe(true);
    expect(firstIssue({ ...valid, [field]: "x".repeat(max + 1) })).toEqual({
      path: field,
      message: tooLong,
    });
  });

  it("limits the email address to 254 characters", () => {
    const at254 = `${"a".repeat(64)}@${"b".repeat(185)}.com`;
    expect(at254).toHaveLength(CONTACT_LIMITS.email);
    expect(contactMessageSchema.safeParse({ ...valid, email: at254 }).success).toBe(true);
    expect(firstIssue({ ...valid, email: `a${at254}` })).toEqual({
      path: "email",
      message: "Your email address can be at most 254 characters.",
    });
  });

  it.each([
    ["name", 42, CONTACT_MESSAGES.nameNotText],
    ["email", ["ada@example.com"], CONTACT_MESSAGES.emailNotText],
    ["message", null, CONTACT_MESSAGES.messageNotText],
    ["botcheck", "on", CONTACT_MESSAGES.botcheckNotBoolean],
  ])("refuses a %s of the wrong type", (field, value, message) => {
    expect(firstIssue({ ...valid, [field]: value })).toEqual({ path: field, message });
  });

  it("refuses unknown fields, naming them", () => {
    expect(firstIssue({ ...valid, subject: "Hi" })).toEqual({
      path: "",
      message: 'Unrecognized key: "subject"',
    });
  });

  it.each([[null], [[]], ["text"], [undefined]])(
    "refuses a body that is not an object (%j)",
    (body) => {
      expect(firstIssue(body)).toEqual({
        path: "",
        message: "The request body must be a JSON object.",
      });
    },
  );
});
