import { describe, expect, it } from "vitest";

import {
  bookFromDocument,
  displayAuthor,
  missingRatingFields,
  NO_RATINGS,
  previewDescription,
  type BookAsRead,
  type BookDocument,
  type TimestampLike,
} from "./book.ts";
import { bookSchema } from "./books-api.ts";

describe("previewDescription", () => {
  it("keeps descriptions of up to 80 characters whole", () => {
    const exactly80 = "x".repeat(80);
    expect(previewDescription(exactly80)).toBe(exactly80);
    expect(previewDescription("short")).toBe("short");
  });

  it("cuts longer descriptions to 80 characters with an ellipsis", () => {
    const preview = previewDescription("y".repeat(81));
    expect(preview).toBe(`${"y".repeat(80)}...`);
  });
});

describe("displayAuthor", () => {
  it("shows 'admin' for an empty author", () => {
    expect(displayAuthor("")).toBe("admin");
    expect(displayAuthor("   ")).toBe("admin");
    expect(displayAuthor("Ada Writer")).toBe("Ada Writer");
  });
});

describe("bookFromDocument", () => {
  const at = (iso: string): TimestampLike => ({ toDate: () => new Date(iso) });

  // As an admin's client writes a book: the trigger adds its ratings a moment later.
  const stored: BookAsRead<TimestampLike> = {
    title: "T",
    author: "",
    description: "D",
    category: "finance",
    coverImage: "t.svg",
    newPrice: 9.99,
    oldPrice: 12,
    trending: true,
    sold: 3,
    stock: 4,
    onSale: true,
    searchTerms: ["t"],
    createdAt: at("2026-01-02T03:04:05.000Z"),
    updatedAt: at("2026-02-02T03:04:05.000Z"),
  };

  it("names the id _id and turns timestamps into ISO strings", () => {
    expect(bookFromDocument("book-1", stored)).toEqual({
      _id: "book-1",
      title: "T",
      author: "",
      description: "D",
      category: "finance",
      coverImage: "t.svg",
      newPrice: 9.99,
      oldPrice: 12,
      trending: true,
      sold: 3,
      stock: 4,
      // Shown as a book without reviews meanwhile.
      ratingCount: 0,
      ratingAverage: 0,
      createdAt: "2026-01-02T03:04:05.000Z",
      updatedAt: "2026-02-02T03:04:05.000Z",
    });
  });

  it("reads a book written without its sales and copies as the API's schema allows", () => {
    // The rules let an admin's client leave both out; the trigger rolls them up a moment later.
    const written: BookAsRead<TimestampLike> = { ...stored, sold: undefined, stock: undefined };
    const book = bookFromDocument("w", written);
    expect(book).toMatchObject({ sold: 0, stock: 0, ratingCount: 0, ratingAverage: 0 });
    expect(bookSchema.safeParse(book).success).toBe(true);
  });
});

describe("a book's ratings", () => {
  const rated: BookDocument<TimestampLike> = {
    title: "R",
    author: "A",
    description: "D",
    category: "fiction",
    coverImage: "r.svg",
    newPrice: 10,
    oldPrice: 10,
    trending: false,
    sold: 0,
    stock: 1,
    onSale: false,
    searchTerms: ["r", "a"],
    ratingCount: 3,
    ratingSum: 13,
    ratingAverage: 4.33,
    createdAt: { toDate: () => new Date("2026-01-02T03:04:05.000Z") },
    updatedAt: { toDate: () => new Date("2026-01-02T03:04:05.000Z") },
  };

  it("reach the Book as rolled up: the count and the average", () => {
    expect(bookFromDocument("r", rated)).toMatchObject({ ratingCount: 3, ratingAverage: 4.33 });
  });

  it("are all 0 before the first review", () => {
    expect(NO_RATINGS).toEqual({ ratingCount: 0, ratingSum: 0, ratingAverage: 0 });
  });

  it("that a book lacks are 0, and a book with its ratings lacks none", () => {
    expect(missingRatingFields({})).toEqual(NO_RATINGS);
    expect(missingRatingFields(rated)).toEqual({});
    expect(missingRatingFields(NO_RATINGS)).toEqual({});
  });
});
