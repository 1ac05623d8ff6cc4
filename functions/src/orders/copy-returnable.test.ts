import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";

import { copyReturnable } from "./copy-returnable.ts";

const ORDERED = Timestamp.fromMillis(2_000_000);
const BEFORE = Timestamp.fromMillis(1_000_000);
const AFTER = Timestamp.fromMillis(3_000_000);

describe("copyReturnable", () => {
  it("returns a copy to the book of the generation the line kept", () => {
    const item = { bookGeneration: "first" };
    expect(copyReturnable(item, { generation: "first", createdAt: BEFORE }, ORDERED)).toBe(true);
  });

  it("returns nothing to a later book under the same id, whenever it was created", () => {
    const item = { bookGeneration: "first" };
    expect(copyReturnable(item, { generation: "second", createdAt: AFTER }, ORDERED)).toBe(false);
    expect(copyReturnable(item, { generation: "second", createdAt: BEFORE }, ORDERED)).toBe(false);
    expect(copyReturnable(item, { createdAt: BEFORE }, ORDERED)).toBe(false);
  });

  it("returns nothing to a deleted book", () => {
    expect(copyReturnable({ bookGeneration: "first" }, undefined, ORDERED)).toBe(false);
    expect(copyReturnable({}, undefined, ORDERED)).toBe(false);
  });

  it("returns a line stored before generations to a book no newer than the order only", () => {
    expect(copyReturnable({}, { generation: "any", createdAt: BEFORE }, ORDERED)).toBe(true);
    expect(copyReturnable({}, { createdAt: ORDERED }, ORDERED)).toBe(true);
    expect(copyReturnable({}, { generation: "any", createdAt: AFTER }, ORDERED)).toBe(false);
  });
});
