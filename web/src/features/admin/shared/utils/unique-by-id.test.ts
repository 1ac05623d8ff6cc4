import { describe, expect, it } from "vitest";

import { uniqueById } from "./unique-by-id";

describe("uniqueById", () => {
  it("keeps the first of items seen on two pages", () => {
    expect(
      uniqueById([
        { _id: "a", n: 1 },
        { _id: "b", n: 2 },
        { _id: "a", n: 3 },
      ]),
    ).toEqual([
      { _id: "a", n: 1 },
      { _id: "b", n: 2 },
    ]);
  });
});
