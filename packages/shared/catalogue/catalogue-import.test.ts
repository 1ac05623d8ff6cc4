import { describe, expect, it } from "vitest";

import { BOOK_MESSAGES } from "../books/book-input.ts";

import {
  importFormatOf,
  parseCatalogueCsv,
  parseCatalogueJson,
  parseCsvRecords,
} from "./catalogue-file.ts";
import {
  IMPORT_MESSAGES,
  canonicalColumn,
  catalogueImportRequestSchema,
  checkImportRecords,
  importKey,
  normalizeIsbn,
} from "./catalogue-import.ts";

const HEADER = "title,author,description,category,oldPrice,newPrice,stock,isbn,cover";

describe("parseCsvRecords", () => {
  it("reads quoted commas, doubled quotes and line breaks, and numbers records by first line", () => {
    const text = 'a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\nlast,row';
    expect(parseCsvRecords(text).records).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x, y", 'say "hi"'] },
      { line: 3, cells: ["two\nlines", "z"] },
      { line: 6, cells: ["last", "row"] },
    ]);
  });

  it("reports the line of a quote that is never closed", () => {
    expect(parseCsvRecords('a\nb\n"open\nstill').unclosedQuoteLine).toBe(3);
    expect(parseCsvRecords('a\n\n  \nb,"open').unclosedQuoteLine).toBe(4);
  });

  it("counts CR, LF and CRLF line ends alike, in a cell too, and reads a cell's break as LF", () => {
    const text = 'h\r"one\r\ntwo",x\rnext\r\n\r\n"three\rfour"\nlast';
    expect(parseCsvRecords(text).records).toEqual([
      { line: 1, cells: ["h"] },
      { line: 2, cells: ["one\ntwo", "x"] },
      { line: 4, cells: ["next"] },
      { line: 6, cells: ["three\nfour"] },
      { line: 8, cells: ["last"] },
    ]);
  });

  it("keeps a quote inside an unquoted cell and skips lines of empty cells", () => {
    expect(parseCsvRecords('5" floppy,b\n , ,\n,,\nc,d').records).toEqual([
      { line: 1, cells: ['5" floppy', "b"] },
      { line: 4, cells: ["c", "d"] },
    ]);
  });
});

describe("parseCatalogueCsv", () => {
  it("drops a BOM and reads the header in any case and order", () => {
    const text = `\uFEFFNEWPRICE,Title,Description,Category,OldPrice\n9.5,Dune,Sand.,Fiction,12\n`;
    const parsed = parseCatalogueCsv(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.records).toEqual([
      {
        line: 2,
        fields: {
          newPrice: "9.5",
          title: "Dune",
          description: "Sand.",
          category: "Fiction",
          oldPrice: "12",
        },
      },
    ]);
  });

  it("refuses a header with an unknown, a repeated or a missing column", () => {
    const parsed = parseCatalogueCsv("title,title,price,description,category,newPrice\n");
    expect(parsed.unreadable).toBe(true);
    expect(parsed.problems).toEqual([
      { line: 1, field: "title", message: IMPORT_MESSAGES.repeatedColumn },
      { line: 1, field: "price", message: IMPORT_MESSAGES.unknownColumn },
      { line: 1, field: "oldPrice", message: IMPORT_MESSAGES.missingColumn },
    ]);
  });

  it("reports a row with the wrong number of values by its line", () => {
    const parsed = parseCatalogueCsv(`${HEADER}\n"A, B",x,y,fiction,1,1,1\n`);
    expect(parsed.records).toEqual([]);
    expect(parsed.problems).toEqual([
      { line: 2, field: "row", message: IMPORT_MESSAGES.fieldCount(7, 9) },
    ]);
  });
});

describe("parseCatalogueJson", () => {
  it("numbers each object by the line it starts on", () => {
    const text = '[\n  {"Title": "A", "newPrice": 1},\n\n  {\n    "title": "B"\n  }\n]';
    expect(parseCatalogueJson(text).records).toEqual([
      { line: 2, fields: { title: "A", newPrice: 1 } },
      { line: 4, fields: { title: "B" } },
    ]);
  });

  it("reports invalid JSON, a non-array and rows that are not objects", () => {
    expect(parseCatalogueJson("[{").problems[0]?.message).toBe(IMPORT_MESSAGES.notJson);
    expect(parseCatalogueJson('{"title": "A"}').problems[0]?.message).toBe(
      IMPORT_MESSAGES.notArray,
    );
    const parsed = parseCatalogueJson('[\n"text",\n{"title": {"nested": 1}}\n]');
    expect(parsed.problems).toEqual([
      { line: 2, field: "row", message: IMPORT_MESSAGES.notObject },
      { line: 3, field: "title", message: IMPORT_MESSAGES.notCell },
    ]);
  });

  it("keeps a __proto__ key as a plain (unknown) column", () => {
    const [record] = parseCatalogueJson('[{"__proto__": "x", "title": "A"}]').records;
    expect(Object.getPrototypeOf(record?.fields)).toBe(Object.prototype);
    expect(Object.keys(record?.fields ?? {})).toEqual(["__proto__", "title"]);
  });
});

describe("normalizeIsbn", () => {
  it("turns ISBN-10 into ISBN-13 and checks both check digits", () => {
    expect(normalizeIsbn("0-14-044913-2")).toBe("9780140449136");
    expect(normalizeIsbn("978-0-14-044913-6")).toBe("9780140449136");
    expect(normalizeIsbn("080442957X")).toBe("9780804429573");
    expect(normalizeIsbn("9780140449137")).toBeNull();
    expect(normalizeIsbn("0140449131")).toBeNull();
    expect(normalizeIsbn("12345")).toBeNull();
  });
});

describe("checkImportRecords", () => {
  const good = {
    title: "Dune",
    author: "Frank Herbert",
    description: "Sand.",
    category: "Fiction",
    oldPrice: "12.00",
    newPrice: "9.99",
    stock: "",
    isbn: "",
    cover: "",
  };

  it("turns a good row into the Add Book input", () => {
    const { rows, problems } = checkImportRecords([{ line: 2, fields: good }]);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        id: null,
        isbn: null,
        key: "title-author:dune|frank herbert",
        coverUrl: "",
        book: {
          title: "Dune",
          author: "Frank Herbert",
          description: "Sand.",
          category: "fiction",
          oldPrice: 12,
          newPrice: 9.99,
          trending: false,
          coverImage: "",
        },
      },
    ]);
  });

  it("reports every bad field of a row with the Add Book messages", () => {
    const { rows, problems } = checkImportRecords([
      {
        line: 7,
        fields: {
          ...good,
          title: "",
          category: "poetry",
          oldPrice: "abc",
          newPrice: "-1",
          stock: "1.5",
          isbn: "123",
          cover: "ftp://example.com/a.png",
          colour: "red",
        },
      },
    ]);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { line: 7, field: "colour", message: IMPORT_MESSAGES.unknownColumn },
      { line: 7, field: "title", message: BOOK_MESSAGES.required },
      { line: 7, field: "category", message: BOOK_MESSAGES.category },
      { line: 7, field: "oldPrice", message: BOOK_MESSAGES.notNumber },
      { line: 7, field: "newPrice", message: BOOK_MESSAGES.negative },
      { line: 7, field: "stock", message: BOOK_MESSAGES.notWholeNumber },
      { line: 7, field: "isbn", message: IMPORT_MESSAGES.isbn },
      { line: 7, field: "cover", message: IMPORT_MESSAGES.cover },
    ]);
  });

  it("takes a publication day, leaves an empty one out, and refuses one that is no day", () => {
    const dated = checkImportRecords([
      { line: 2, fields: { ...good, publishedOn: " 2027-03-12 " } },
    ]);
    expect(dated.rows[0]?.book.publishedOn).toBe("2027-03-12");
    const empty = checkImportRecords([{ line: 2, fields: { ...good, publishedOn: "" } }]);
    expect(empty.rows[0]?.book).not.toHaveProperty("publishedOn");
    const wrong = checkImportRecords([{ line: 3, fields: { ...good, publishedOn: "12/03/2027" } }]);
    expect(wrong.problems).toEqual([
      { line: 3, field: "publishedOn", message: BOOK_MESSAGES.publishedOn },
    ]);
    expect(canonicalColumn("Published On")).toBe("publishedOn");
  });

  it("imports a repeated book once and reports the later rows", () => {
    const { rows, problems } = checkImportRecords([
      { line: 2, fields: { ...good, isbn: "0-14-044913-2" } },
      { line: 3, fields: { ...good, title: "Other", isbn: "9780140449136" } },
      { line: 4, fields: { ...good, title: "  DUNE ", author: "frank  herbert" } },
      { line: 5, fields: { ...good } },
    ]);
    expect(rows.map((row) => row.line)).toEqual([2, 4]);
    expect(problems).toEqual([
      { line: 3, field: "isbn", message: IMPORT_MESSAGES.repeats(2) },
      { line: 5, field: "title", message: IMPORT_MESSAGES.repeats(4) },
    ]);
  });

  it("keys a row by the id an export wrote, and refuses an id that no book could have", () => {
    const { rows, problems } = checkImportRecords([
      { line: 2, fields: { ...good, id: "AbC123" } },
      { line: 3, fields: { ...good, title: "Other", id: "AbC123" } },
      { line: 4, fields: { ...good, id: "a/b" } },
      { line: 5, fields: { ...good, id: " " } },
    ]);
    expect(rows.map((row) => [row.line, row.id, row.key])).toEqual([
      [2, "AbC123", "id:AbC123"],
      [5, null, "title-author:dune|frank herbert"],
    ]);
    expect(problems).toEqual([
      { line: 3, field: "id", message: IMPORT_MESSAGES.repeats(2) },
      { line: 4, field: "id", message: IMPORT_MESSAGES.id },
    ]);
  });

  it("reads JSON numbers, null and an https cover", () => {
    const { rows, problems } = checkImportRecords([
      {
        line: 2,
        fields: {
          title: 1984,
          author: null,
          description: "Watched.",
          category: "fiction",
          oldPrice: 10,
          newPrice: 8,
          stock: 3,
          isbn: null,
          cover: "https://example.com/c.png",
        },
      },
    ]);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      book: { title: "1984", author: "", stock: 3 },
      coverUrl: "https://example.com/c.png",
    });
  });
});

describe("importKey and importFormatOf", () => {
  it("prefers the ISBN and tells formats by extension", () => {
    expect(importKey("9780140449136", "A", "B")).toBe("isbn:9780140449136");
    expect(importFormatOf("Books.CSV")).toBe("csv");
    expect(importFormatOf("books.json")).toBe("json");
    expect(importFormatOf("books.txt")).toBeNull();
  });
});

describe("catalogueImportRequestSchema", () => {
  it("takes rows with lines and refuses empty, oversized or odd bodies", () => {
    expect(
      catalogueImportRequestSchema.safeParse({ rows: [{ line: 2, fields: { title: "A" } }] })
        .success,
    ).toBe(true);
    expect(catalogueImportRequestSchema.safeParse({ rows: [] }).success).toBe(false);
    expect(
      catalogueImportRequestSchema.safeParse({
        rows: Array.from({ length: 201 }, (_, index) => ({ line: index + 2, fields: {} })),
      }).success,
    ).toBe(false);
    expect(
      catalogueImportRequestSchema.safeParse({ rows: [{ line: 0, fields: {} }] }).success,
    ).toBe(false);
    expect(
      catalogueImportRequestSchema.safeParse({ rows: [{ line: 2, fields: { a: [1] } }] }).success,
    ).toBe(false);
    expect(catalogueImportRequestSchema.safeParse({ rows: [], extra: 1 }).success).toBe(false);
  });
});
