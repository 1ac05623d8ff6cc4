import { describe, expect, it } from "vitest";

import type { Book } from "@bookstore/shared/books/books-api.ts";

import {
  bookFormSchema,
  bookFormValues,
  editedBookInput,
  EMPTY_BOOK_FORM,
  parsePrice,
  parseStock,
  type BookFormField,
  type BookFormValues,
} from "./book-form";

/** The schema's answer as the form shows it: the input, or each field's first message. */
function validateBookForm(values: BookFormValues) {
  const result = bookFormSchema.safeParse(values);
  if (result.success) return { valid: true as const, input: result.data };
  const errors: Partial<Record<BookFormField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookFormField;
    errors[field] ??= issue.message;
  }
  return { valid: false as const, errors };
}

const VALID: BookFormValues = {
  title: "  The Quiet Ledger ",
  author: "",
  isbn: " 0-14-044913-2 ",
  publishedOn: "2027-03-12",
  description: "A book about books.",
  category: "fiction",
  trending: true,
  oldPrice: "19.99",
  newPrice: "12.5",
  stock: "7",
  coverImage: "",
};

describe("parsePrice", () => {
  it("reads decimals", () => {
    expect(parsePrice("12.5")).toBe(12.5);
    expect(parsePrice(" 0.99 ")).toBe(0.99);
    expect(parsePrice("10")).toBe(10);
    expect(parsePrice(".5")).toBe(0.5);
  });

  it("treats blank as missing and anything else as not a number", () => {
    expect(parsePrice("  ")).toBeUndefined();
    expect(parsePrice("1e3")).toBeNaN();
    expect(parsePrice("12,50")).toBeNaN();
    expect(parsePrice("-1")).toBeNaN();
    expect(parsePrice("abc")).toBeNaN();
  });
});

describe("parseStock", () => {
  it("reads numbers, blank as missing, anything else as not a number", () => {
    expect(parseStock("12")).toBe(12);
    expect(parseStock(" 0 ")).toBe(0);
    expect(parseStock("-3")).toBe(-3);
    expect(parseStock("2.5")).toBe(2.5);
    expect(parseStock("")).toBeUndefined();
    expect(parseStock("1e3")).toBeNaN();
    expect(parseStock("ten")).toBeNaN();
  });
});

describe("validateBookForm", () => {
  it("gives the API's input: trimmed text, decimal prices", () => {
    const result = validateBookForm(VALID);
    expect(result).toEqual({
      valid: true,
      input: {
        title: "The Quiet Ledger",
        author: "",
        isbn: "9780140449136",
        publishedOn: "2027-03-12",
        description: "A book about books.",
        category: "fiction",
        trending: true,
        oldPrice: 19.99,
        newPrice: 12.5,
        stock: 7,
        coverImage: "",
      },
    });
  });

  it("says an ISBN with a wrong check digit is wrong, and takes a blank one as none", () => {
    const wrong = validateBookForm({ ...VALID, isbn: "978-0-14-044913-7" });
    expect(wrong.valid).toBe(false);
    if (!wrong.valid) {
      expect(wrong.errors.isbn).toBe("ISBN must be an ISBN-10 or ISBN-13 with a valid check digit");
    }
    const blank = validateBookForm({ ...VALID, isbn: " " });
    expect(blank.valid && blank.input.isbn).toBe("");
  });

  it("says a publication date that is no day is wrong, and takes a blank one as none", () => {
    expect(validateBookForm({ ...VALID, publishedOn: "2027-02-30" })).toMatchObject({
      valid: false,
      errors: {
        publishedOn: "Publication date must be a day written YYYY-MM-DD, such as 2027-03-12",
      },
    });
    const blank = validateBookForm({ ...VALID, publishedOn: "" });
    expect(blank.valid && blank.input.publishedOn).toBe("");
  });

  it("names every missing required field", () => {
    const result = validateBookForm(EMPTY_BOOK_FORM);
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.errors.title).toBe("Title is required");
    expect(result.errors.description).toBe("Description is required");
    expect(result.errors.category).toMatch(/^Category must be one of biography, business/);
    expect(result.errors.oldPrice).toBe("Old price is required");
    expect(result.errors.newPrice).toBe("New price is required");
    expect(result.errors.author).toBeUndefined();
    // A new book starts with 0 copies, which is valid.
    expect(result.errors.stock).toBeUndefined();
  });

  it("refuses prices with more than 2 decimals, negative or too large", () => {
    const threeDecimals = validateBookForm({ ...VALID, newPrice: "1.999" });
    expect(threeDecimals).toMatchObject({
      valid: false,
      errors: { newPrice: "New price must have at most 2 decimals" },
    });
    expect(validateBookForm({ ...VALID, oldPrice: "100000" })).toMatchObject({
      valid: false,
      errors: { oldPrice: "Old price must be at most 10000" },
    });
    expect(validateBookForm({ ...VALID, oldPrice: "abc" })).toMatchObject({
      valid: false,
      errors: { oldPrice: "Old price must be a number" },
    });
  });

  it("refuses a stock that is blank, negative, fractional, too large or not a number", () => {
    expect(validateBookForm({ ...VALID, stock: " " })).toMatchObject({
      valid: false,
      errors: { stock: "Stock is required" },
    });
    expect(validateBookForm({ ...VALID, stock: "-1" })).toMatchObject({
      valid: false,
      errors: { stock: "Stock must not be negative" },
    });
    expect(validateBookForm({ ...VALID, stock: "2.5" })).toMatchObject({
      valid: false,
      errors: { stock: "Stock must be a whole number" },
    });
    expect(validateBookForm({ ...VALID, stock: "100001" })).toMatchObject({
      valid: false,
      errors: { stock: "Stock must be at most 100000" },
    });
    expect(validateBookForm({ ...VALID, stock: "1e3" })).toMatchObject({
      valid: false,
      errors: { stock: "Stock must be a number" },
    });
    expect(validateBookForm({ ...VALID, stock: "-1" })).toMatchObject({
      valid: false,
      errors: { stock: expect.stringMatching(/^Stock /) as unknown },
    });
  });

  it("accepts a stock from 0 to 100000", () => {
    expect(validateBookForm({ ...VALID, stock: "0" })).toMatchObject({ input: { stock: 0 } });
    expect(validateBookForm({ ...VALID, stock: " 100000 " })).toMatchObject({
      input: { stock: 100000 },
    });
  });

  it("accepts a cover file name or an https URL, not other text", () => {
    expect(validateBookForm({ ...VALID, coverImage: "abc123.webp" }).valid).toBe(true);
    expect(validateBookForm({ ...VALID, coverImage: "https://example.com/c.png" }).valid).toBe(
      true,
    );
    const bad = validateBookForm({ ...VALID, coverImage: "../etc/passwd" });
    expect(bad.valid).toBe(false);
    if (!bad.valid) expect(Object.keys(bad.errors)).toEqual(["coverImage"]);
  });
});

describe("bookFormValues", () => {
  it("fills the edit form from the stored book", () => {
    const book: Book = {
      _id: "b1",
      title: "T",
      author: "A",
      description: "D",
      category: "finance",
      coverImage: "t.svg",
      newPrice: 10.5,
      oldPrice: 12,
      trending: false,
      isbn: "9780140449136",
      publishedOn: "2027-03-12",
      sold: 3,
      stock: 8,
      ratingCount: 0,
      ratingAverage: 0,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    expect(bookFormValues(book)).toEqual({
      title: "T",
      author: "A",
      isbn: "9780140449136",
      publishedOn: "2027-03-12",
      description: "D",
      category: "finance",
      trending: false,
      oldPrice: "12",
      newPrice: "10.5",
      stock: "8",
      coverImage: "t.svg",
    });
  });
});

describe("editedBookInput", () => {
  const input = {
    title: "T",
    author: "",
    description: "D",
    category: "fiction",
    trending: false,
    oldPrice: 2,
    newPrice: 1,
    coverImage: "",
  } as const;

  it("leaves out a stock the admin did not change, so orders meanwhile keep their copies", () => {
    expect(editedBookInput({ ...input, stock: 8 }, "8").stock).toBeUndefined();
  });

  it("sends a changed stock, 0 included", () => {
    expect(editedBookInput({ ...input, stock: 9 }, "8").stock).toBe(9);
    expect(editedBookInput({ ...input, stock: 0 }, "8").stock).toBe(0);
  });
});
