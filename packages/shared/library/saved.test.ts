import { describe, expect, it } from "vitest";

import { onSaleSinceSaved, parsePendingSave, savedShelf } from "./saved.ts";

describe("onSaleSinceSaved", () => {
  it("is true only when the price now is below the price at save time", () => {
    expect(onSaleSinceSaved(12, 9.5)).toBe(true);
    expect(onSaleSinceSaved(12, 12)).toBe(false);
    expect(onSaleSinceSaved(9.5, 12)).toBe(false);
  });
});

describe("savedShelf", () => {
  const save = (bookId: string) => ({ bookId, price: 10 });
  const book = (id: string) => ({ _id: id, title: id });

  it("keeps the saves' order, whatever order the books were read in", () => {
    const shelf = savedShelf([save("c"), save("a"), save("b")], [book("a"), book("b"), book("c")]);
    expect(shelf.map(({ book: { _id } }) => _id)).toEqual(["c", "a", "b"]);
    expect(shelf[0]).toEqual({ save: save("c"), book: book("c") });
  });

  it("drops a book the catalogue no longer has", () => {
    expect(savedShelf([save("gone"), save("a")], [book("a")])).toEqual([
      { save: save("a"), book: book("a") },
    ]);
  });
});

describe("parsePendingSave", () => {
  it("reads a stored pending save", () => {
    expect(parsePendingSave('{"bookId":"a-book","price":9.5}')).toEqual({
      bookId: "a-book",
      price: 9.5,
    });
  });

  it.each([
    ["nothing stored", null],
    ["text that is not JSON", "{"],
    ["a missing price", '{"bookId":"a-book"}'],
    ["a negative price", '{"bookId":"a-book","price":-1}'],
    ["an id Firestore would refuse", '{"bookId":"a/b","price":1}'],
  ])("ignores %s", (_label, text) => {
    expect(parsePendingSave(text)).toBeUndefined();
  });
});
