import { describe, expect, it } from "vitest";

import { bearerToken } from "./bearer-token.ts";

describe("bearerToken", () => {
  it("reads the token of a Bearer header", () => {
    expect(bearerToken("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerToken("bearer abc")).toBe("abc");
  });

  it.each([undefined, "", "Bearer", "Bearer ", "Basic abc", "Bearer a b", "abc"])(
    "finds no token in %j",
    (header) => {
      expect(bearerToken(header)).toBeNull();
    },
  );
});
