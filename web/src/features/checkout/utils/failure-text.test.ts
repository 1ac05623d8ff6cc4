import { describe, expect, it } from "vitest";

import { ApiError } from "@/lib/api-client";

import { failureText } from "./failure-text";

describe("failureText", () => {
  it("shows the API's message when prices changed", () => {
    const changed = "Prices have changed: the total is now $12.00. Please review your cart.";
    expect(failureText(new ApiError(409, changed))).toBe(changed);
  });

  it("asks to try again for anything else", () => {
    expect(failureText(new ApiError(500, "boom"))).toBe("Please try again.");
    expect(failureText(new ApiError(400, "name: is required"))).toBe("Please try again.");
    expect(failureText(new ApiError("FETCH_ERROR", "Network error."))).toBe("Please try again.");
    expect(failureText(new ApiError(409, ""))).toBe("Please try again.");
    expect(failureText(new Error("x"))).toBe("Please try again.");
  });
});
