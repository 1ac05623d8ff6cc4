import { describe, expect, it } from "vitest";

import { pageQuery } from "./admin-request";

describe("pageQuery", () => {
  it("sends the limit, the cursor when there is one, and set filters only", () => {
    expect(pageQuery(20, undefined)).toBe("limit=20");
    expect(pageQuery(20, "abc", { status: "pending" })).toBe("limit=20&after=abc&status=pending");
    expect(pageQuery(10, undefined, { status: "" })).toBe("limit=10");
  });
});
