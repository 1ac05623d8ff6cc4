import { Writable } from "node:stream";

import { describe, expect, it } from "vitest";

import { parseCatalogueCsv } from "@bookstore/shared/catalogue/catalogue-file.ts";
import {
  checkImportRecords,
  IMPORT_COLUMNS,
} from "@bookstore/shared/catalogue/catalogue-import.ts";

import { catalogueExportRow } from "./catalogue-csv.ts";
import { writeCsv } from "./csv-file.ts";
import { generatedCoverFile } from "./generated-cover.ts";

const ORIGIN = "https://shop.example";

const book = {
  title: "=cmd|' /C calc'!A0",
  author: "-Anonymous",
  description: '@once, a line\nand "quotes", with commas',
  category: "fiction" as const,
  oldPrice: 20,
  newPrice: 12.5,
  stock: 7,
  isbn: "9781451648539",
  publishedOn: "2027-03-12",
  coverImage: "0123abcd.webp",
};

/** The rows as writeCsv writes them, for the import's parser. */
async function csvOf(rows: string[][]): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeCsv(IMPORT_COLUMNS, rows, sink);
  return Buffer.concat(chunks).toString("utf8");
}

describe("catalogueExportRow", () => {
  it("writes the import's columns: dollars, stock, a hyphenated ISBN-13, the day, the cover's address, the id", () => {
    expect(catalogueExportRow("b1", book, ORIGIN)).toEqual([
      "'=cmd|' /C calc'!A0",
      "'-Anonymous",
      '\'@once, a line\nand "quotes", with commas',
      "fiction",
      "20.00",
      "12.50",
      "7",
      "978-1451648539",
      "2027-03-12",
      "https://shop.example/covers/0123abcd.webp",
      "b1",
    ]);
  });

  it("leaves the cover empty for a drawn one and keeps another site's address", () => {
    const drawn = catalogueExportRow(
      "b1",
      { ...book, coverImage: generatedCoverFile("b1") },
      ORIGIN,
    );
    const cover = IMPORT_COLUMNS.indexOf("cover");
    expect(drawn[cover]).toBe("");
    const elsewhere = "https://covers.example/b1.jpg";
    expect(catalogueExportRow("b1", { ...book, coverImage: elsewhere }, ORIGIN)[cover]).toBe(
      elsewhere,
    );
    const noIsbn = catalogueExportRow("b1", { ...book, isbn: undefined }, ORIGIN);
    expect(noIsbn[IMPORT_COLUMNS.indexOf("isbn")]).toBe("");
    const out = catalogueExportRow("b1", { ...book, publishedOn: undefined }, ORIGIN);
    expect(out[IMPORT_COLUMNS.indexOf("publishedOn")]).toBe("");
  });

  it("reads back through the import's parser and checks as the same book", async () => {
    const file = await csvOf([catalogueExportRow("b1", book, ORIGIN)]);
    expect(file.startsWith(`\uFEFF${IMPORT_COLUMNS.join(",")}\r\n`)).toBe(true);
    const parsed = parseCatalogueCsv(file);
    const { rows, problems } = checkImportRecords(parsed.records);
    expect([...parsed.problems, ...problems]).toEqual([]);
    expect(rows[0]?.book).toMatchObject({
      title: book.title,
      author: book.author,
      description: book.description,
      category: book.category,
      oldPrice: 20,
      newPrice: 12.5,
      stock: 7,
      isbn: book.isbn,
      publishedOn: book.publishedOn,
    });
    expect(rows[0]?.coverUrl).toBe("https://shop.example/covers/0123abcd.webp");
    expect(rows[0]?.id).toBe("b1");
  });
});
