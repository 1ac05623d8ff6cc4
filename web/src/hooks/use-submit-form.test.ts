import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";

import { contactMessageSchema } from "@bookstore/shared/contact/contact.ts";

import { firstErrorMessage } from "./use-submit-form";

describe("firstErrorMessage", () => {
  const errors: FieldErrors = {
    message: { type: "custom", message: "Please enter your message." },
    email: { type: "custom", message: "Please provide your email address." },
  };

  it("gives the message of the first field, in the form's order", () => {
    expect(firstErrorMessage(errors, ["name", "email", "message"])).toBe(
      "Please provide your email address.",
    );
    expect(firstErrorMessage(errors, ["message", "email"])).toBe("Please enter your message.");
  });

  it("gives nothing when no listed field has a message", () => {
    expect(firstErrorMessage(errors, ["name"])).toBeUndefined();
    expect(firstErrorMessage({}, ["name", "email"])).toBeUndefined();
  });
});

describe("the zod resolver with the API's zod 4 schemas", () => {
  const resolve = zodResolver(contactMessageSchema);
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it("gives each field its first message, as the API words it", async () => {
    const result = await resolve(
      { name: " ", email: "not-an-address", message: "", botcheck: false },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { message: "Please provide your full name." },
      email: { message: "Please provide a valid email address." },
      message: { message: "Please enter your message." },
    });
  });

  it("hands on the schema's output: trimmed text", async () => {
    const result = await resolve(
      { name: " Ada ", email: " ada@example.com ", message: " Hello ", botcheck: false },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: "Ada",
      email: "ada@example.com",
      message: "Hello",
      botcheck: false,
    });
  });
});
