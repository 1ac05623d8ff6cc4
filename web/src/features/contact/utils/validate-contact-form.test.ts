import { describe, expect, it } from "vitest";

import { firstInvalidField, validateContactForm } from "./validate-contact-form";

const filled = {
  name: " Ada Reader ",
  email: "ada@example.com",
  message: " Hello ",
  botcheck: false,
};

describe("validateContactForm", () => {
  it("returns the trimmed message when every field is valid", () => {
    expect(validateContactForm(filled)).toEqual({
      valid: true,
      message: { name: "Ada Reader", email: "ada@example.com", message: "Hello", botcheck: false },
    });
  });

  it("gives each empty field its message", () => {
    expect(validateContactForm({ name: "", email: "", message: "  ", botcheck: false })).toEqual({
      valid: false,
      errors: {
        name: "Please provide your full name.",
        email: "Please provide your email address.",
        message: "Please enter your message.",
      },
    });
  });

  it("tells a malformed address from a missing one", () => {
    expect(validateContactForm({ ...filled, email: "ada@example" })).toEqual({
      valid: false,
      errors: { email: "Please provide a valid email address." },
    });
  });
});

describe("firstInvalidField", () => {
  it("picks the first field in form order", () => {
    expect(firstInvalidField({ message: "m", email: "e" })).toBe("email");
    expect(firstInvalidField({})).toBeUndefined();
  });
});
