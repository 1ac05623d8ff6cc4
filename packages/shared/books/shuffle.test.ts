import { describe, expect, it } from "vitest";

import { ranksInOrder, shuffledByRank } from "./shuffle.ts";

const id = (item: { id: string }) => item.id;

describe("shuffledByRank", () => {
  it("keeps every item exactly once and leaves the input alone", () => {
    const input = ["a", "b", "c", "d", "e", "f"].map((each) => ({ id: each }));
    const output = shuffledByRank(input, id, new Map());
    expect(output.map(id).sort()).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(input.map(id)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("orders by the random rank each item draws", () => {
    const draws = [0.9, 0.1, 0.5];
    const output = shuffledByRank(
      ["a", "b", "c"].map((each) => ({ id: each })),
      id,
      new Map(),
      () => draws.shift() ?? 0,
    );
    expect(output.map(id)).toEqual(["b", "c", "a"]);
  });

  it("keeps the order when the same items come back with new data, and places a new one", () => {
    const ranks = new Map<string, number>();
    const draws = [0.9, 0.1, 0.5, 0.3];
    const random = () => draws.shift() ?? 0;
    const first = shuffledByRank(
      ["a", "b", "c"].map((each) => ({ id: each, price: 1 })),
      id,
      ranks,
      random,
    );
    const again = shuffledByRank(
      ["c", "a", "b", "d"].map((each) => ({ id: each, price: 2 })),
      id,
      ranks,
      random,
    );
    expect(first.map(id)).toEqual(["b", "c", "a"]);
    expect(again.map(id)).toEqual(["b", "d", "c", "a"]);
    expect(again.every((item) => item.price === 2)).toBe(true);
  });

  it("goes on from an order drawn already, placing a newcomer at random", () => {
    const drawn = ["c", "a", "b"].map((each) => ({ id: each }));
    const ranks = ranksInOrder(drawn, id);
    expect(
      shuffledByRank(
        ["a", "b", "c"].map((each) => ({ id: each })),
        id,
        ranks,
      ).map(id),
    ).toEqual(["c", "a", "b"]);
    const withNewcomer = shuffledByRank(
      ["a", "b", "c", "d"].map((each) => ({ id: each })),
      id,
      ranks,
      () => 0.4,
    );
    expect(withNewcomer.map(id)).toEqual(["c", "d", "a", "b"]);
  });
});
