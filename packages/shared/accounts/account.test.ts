import { describe, expect, it } from "vitest";

import { ORDER_LIMITS } from "../orders/order.ts";

import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  customerName,
  nameProblem,
} from "./account.ts";

describe("customerName", () => {
  it("uses the display name, trimmed", () => {
    expect(customerName("  Ada Lovelace ", "ada@example.com")).toBe("Ada Lovelace");
  });

  it("falls back to the part of the address before the @ for a missing or blank name", () => {
    expect(customerName(null, "reader.one@example.com")).toBe("reader.one");
    expect(customerName(undefined, "reader@example.com")).toBe("reader");
    expect(customerName("   ", "blank@example.com")).toBe("blank");
  });

  it("says 'Customer' when there is neither a name nor an address", () => {
    expect(customerName(null, null)).toBe("Customer");
    expect(customerName("", "")).toBe("Customer");
  });
});

describe("nameProblem", () => {
  it("allows names as long as an order's name", () => {
    expect(ACCOUNT_LIMITS.name).toBe(ORDER_LIMITS.name);
  });

  it("accepts a name of up to the limit, trimmed", () => {
    expect(nameProblem(" Ada ")).toBeUndefined();
    expect(nameProblem(` ${"n".repeat(ACCOUNT_LIMITS.name)} `)).toBeUndefined();
  });

  it("refuses a blank or too long name", () => {
    expect(nameProblem(" \t")).toBe(ACCOUNT_MESSAGES.nameRequired);
    expect(nameProblem("n".repeat(ACCOUNT_LIMITS.name + 1))).toBe(ACCOUNT_MESSAGES.nameTooLong);
  });
});

describe("changePasswordSchema", () => {
  it("keeps the password exactly as typed", () => {
    expect(changePasswordSchema.parse({ password: " six ch " })).toEqual({
      password: " six ch ",
    });
  });

  it.each([
    ["too short", { password: "12345" }, ACCOUNT_MESSAGES.passwordTooShort],
    ["too long", { password: "p".repeat(4097) }, ACCOUNT_MESSAGES.passwordTooLong],
    ["not text", { password: 123456 }, ACCOUNT_MESSAGES.passwordNotText],
    ["missing", {}, ACCOUNT_MESSAGES.passwordNotText],
  ])("refuses a password that is %s", (_label, body, message) => {
    expect(changePasswordSchema.safeParse(body).error?.issues[0]?.message).toBe(message);
  });

  it("refuses extra fields and bodies that are not objects", () => {
    expect(changePasswordSchema.safeParse({ password: "long enough", uid: "x" }).success).toBe(
      false,
    );
    expect(changePasswordSchema.safeParse(["long enough"]).success).toBe(false);
    expect(changePasswordSchema.safeParse(null).success).toBe(false);
  });
});
