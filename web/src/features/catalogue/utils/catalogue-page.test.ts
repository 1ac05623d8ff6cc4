import { describe, expect, it } from "vitest";

import { sampleBook } from "@/lib/sample-book.test-support";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import { CATALOGUE_PAGE_SIZE } from "@bookstore/shared/catalogue/catalogue-query.ts";

import { CATALOGUE_READ_SIZE, cataloguePageOf } from "./catalogue-page";
import { DEFAULT_CATALOGUE_STATE } from "./catalogue-state";

const books = (count: number): Book[] =>
  Array.from({ length: count }, (_, index) => ({ ...sampleBook, _id: `b${String(index)}` }));
const ids = (list: readonly Book[]) => list.map((book) => book._id);

describe("a catalogue page", () => {
  it("asks for one book more than it shows", () => {
    expect(CATALOGUE_READ_SIZE).toBe(CATALOGUE_PAGE_SIZE + 1);
  });

  it("shows the first 24 and links the next page after the last one shown", () => {
    const page = cataloguePageOf(DEFAULT_CATALOGUE_STATE, books(CATALOGUE_READ_SIZE));
    expect(ids(page.books)).toEqual(ids(books(CATALOGUE_PAGE_SIZE)));
    expect(page.next).toBe(`b${String(CATALOGUE_PAGE_SIZE - 1)}`);
    expect(page.previous).toBeUndefined();
  });

  it("has no next page when the answer is short, and a previous one when reached by Next", () => {
    const page = cataloguePageOf({ ...DEFAULT_CATALOGUE_STATE, after: "x" }, books(3));
    expect(ids(page.books)).toEqual(["b0", "b1", "b2"]);
    expect(page.next).toBeUndefined();
    expect(page.previous).toBe("b0");
  });

  it("reached by Previous, shows the last 24 and links both neighbours", () => {
    const page = cataloguePageOf({ ...DEFAULT_CATALOGUE_STATE, before: "x" }, books(25));
    expect(ids(page.books)).toEqual(ids(books(25).slice(1)));
    expect(page.previous).toBe("b1");
    expect(page.next).toBe("b24");
  });

  it("reached by Previous at the start, has no previous page", () => {
    const page = cataloguePageOf({ ...DEFAULT_CATALOGUE_STATE, before: "x" }, books(5));
    expect(ids(page.books)).toEqual(ids(books(5)));
    expect(page.previous).toBeUndefined();
    expect(page.next).toBe("b4");
  });
});
