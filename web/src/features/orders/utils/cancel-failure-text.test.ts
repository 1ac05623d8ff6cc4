import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";

import { cancelFailureText } from "./cancel-failure-text";

describe("cancelFailureText", () => {
  it("shows the API's message for a 409 and a 404", () => {
    const late = "This order can no longer be cancelled: it is already processing.";
    expect(cancelFailureText(new ApiError(409, late))).toBe(late);
    expect(cancelFailureText(new ApiError(404, "Order not found."))).toBe("Order not found.");
  });

  it("asks to try again for anything else", () => {
    expect(cancelFailureText(new ApiError(500, "boom"))).toBe("Please try again.");
    expect(cancelFailureText(new ApiError("FETCH_ERROR", "Network error."))).toBe(
      "Please try again.",
    );
    expect(cancelFailureText(new ApiError(409, ""))).toBe("Please try again.");
    expect(cancelFailureText(new Error("x"))).toBe("Please try again.");
  });
});
