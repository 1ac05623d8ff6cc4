import { describe, expect, it } from "vitest";

import { ADMIN_TEXT } from "../../shared/utils/admin-messages";

import { mailDeliveryText } from "./mail-delivery";

describe("mailDeliveryText", () => {
  it("says a mail no extension has handled is not sent yet", () => {
    expect(mailDeliveryText({})).toBe(ADMIN_TEXT.mailNotSent);
  });

  it("names the extension's state, with its error", () => {
    expect(mailDeliveryText({ delivery: { state: "SUCCESS" } })).toBe("Sent");
    expect(mailDeliveryText({ delivery: { state: "ERROR", error: "550 No such user" } })).toBe(
      "Could not be sent: 550 No such user",
    );
  });
});
