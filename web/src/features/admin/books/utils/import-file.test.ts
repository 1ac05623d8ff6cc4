import { describe, expect, it } from "vitest";

import { addReports, emptyReport } from "@bookstore/shared/catalogue/catalogue-import-report.ts";
import { IMPORT_MESSAGES } from "@bookstore/shared/catalogue/catalogue-import.ts";

import { NOT_AN_IMPORT_FILE, badRowCount, importFormSchema, prepareImport } from "./import-file";

const HEADER = "title,description,category,oldPrice,newPrice";

describe("prepareImport", () => {
  it("sends only the good rows, in chunks of 100, keeping their lines", () => {
    const rows = Array.from(
      { length: 150 },
      (_, index) => `Book ${String(index)},About it.,fiction,2,1`,
    );
    const text = [HEADER, ...rows.slice(0, 10), "Bad,About it.,poetry,2,1", ...rows.slice(10)].join(
      "\n",
    );
    const prepared = prepareImport("books.csv", text);
    expect(prepared.rowCount).toBe(150);
    expect(prepared.chunks.map((chunk) => chunk.length)).toEqual([100, 50]);
    expect(prepared.chunks[0]?.[10]?.line).toBe(13);
    expect(prepared.problems).toEqual([
      { line: 12, field: "category", message: expect.any(String) as unknown },
    ]);
  });

  it("reports a book repeated across chunks and files that are not CSV or JSON", () => {
    const rows = Array.from(
      { length: 120 },
      (_, index) => `Book ${String(index % 110)},x,fiction,2,1`,
    );
    const prepared = prepareImport("books.csv", [HEADER, ...rows].join("\n"));
    expect(prepared.rowCount).toBe(110);
    expect(prepared.problems[0]).toEqual({
      line: 112,
      field: "title",
      message: IMPORT_MESSAGES.repeats(2),
    });
    expect(prepareImport("books.txt", "x").problems).toEqual([
      { line: 1, field: "file", message: NOT_AN_IMPORT_FILE },
    ]);
  });
});

describe("adding up chunk reports, and badRowCount", () => {
  it("adds the chunks up and counts rows, not problems", () => {
    const total = addReports(
      {
        ...emptyReport(false, [{ line: 9, field: "a", message: "m" }]),
        added: 3,
        updated: 1,
        unchanged: 4,
        changes: [{ line: 12, bookId: "b1", title: "T", fields: [] }],
      },
      {
        ...emptyReport(false, []),
        added: 2,
        unchanged: 1,
        changes: [{ line: 2, bookId: "b2", title: "U", fields: [] }],
        problems: [
          { line: 4, field: "b", message: "m" },
          { line: 4, field: "c", message: "m" },
        ],
      },
    );
    expect(total).toMatchObject({ added: 5, updated: 1, unchanged: 5 });
    expect(total.changes.map((change) => change.line)).toEqual([2, 12]);
    expect(total.problems.map((problem) => problem.line)).toEqual([4, 4, 9]);
    expect(badRowCount(total.problems)).toBe(2);
  });
});

/** A file input's list as the browser gives it: only `item` is read. */
function fileList(...files: File[]): FileList {
  const list = { length: files.length, item: (index: number) => files[index] ?? null };
  return list as unknown as FileList;
}

describe("importFormSchema", () => {
  it("hands on the first chosen file with the options", () => {
    const file = new File(["title\n"], "books.csv", { type: "text/csv" });
    const result = importFormSchema.safeParse({
      file: fileList(file),
      keepStock: true,
      dryRun: false,
    });
    expect(result.data).toEqual({ file, keepStock: true, dryRun: false });
  });

  it("asks for a file when none is chosen", () => {
    for (const file of [null, fileList()]) {
      const result = importFormSchema.safeParse({ file, keepStock: false, dryRun: true });
      expect(result.error?.issues).toMatchObject([{ path: ["file"], message: NOT_AN_IMPORT_FILE }]);
    }
  });
});
