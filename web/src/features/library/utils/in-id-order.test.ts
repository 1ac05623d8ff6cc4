import { describe, expect, it } from "vitest";

import { inIdOrder } from "./in-id-order";

describe("inIdOrder", () => {
  it("orders items as the ids are ordered", () => {
    const items = [{ _id: "a" }, { _id: "b" }, { _id: "c" }];
    expect(inIdOrder(items, ["c", "a", "b"])).toEqual([{ _id: "c" }, { _id: "a" }, { _id: "b" }]);
  });

  it("leaves out ids without an item and items without an id", () => {
    const items = [{ _id: "a" }, { _id: "z" }];
    expect(inIdOrder(items, ["gone", "a"])).toEqual([{ _id: "a" }]);
    expect(inIdOrder([], ["a"])).toEqual([]);
  });
});
