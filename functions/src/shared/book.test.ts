import { describe, expect, it } from "vitest";

import {
  bookFromDocument,
  displayAuthor,
  previewDescription,
  type BookDocument,
  type TimestampLike,
} from "./book.ts";

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
  it("names the id _id and turns timestamps into ISO strings", () => {
    const at = (iso: string): TimestampLike => ({ toDate: () => new Date(iso) });
    const stored: BookDocument<TimestampLike> = {
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
      // A book no review has been rolled up onto yet.
      ratingCount: 0,
      ratingAverage: 0,
      createdAt: "2026-01-02T03:04:05.000Z",
      updatedAt: "2026-02-02T03:04:05.000Z",
    });
  });
});
