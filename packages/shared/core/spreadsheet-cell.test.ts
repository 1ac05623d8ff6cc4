import { describe, expect, it } from "vitest";

import { neutraliseCell, restoreCell } from "./spreadsheet-cell.ts";

describe("neutraliseCell", () => {
  it.each([
    "=1+2",
    '=HYPERLINK("http://x.example","click")',
    "+1 (541) 555-0100",
    "-2",
    "@SUM(A1)",
  ])("puts an apostrophe before %j", (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it("puts one before a tab or carriage return, which spreadsheets skip before a formula", () => {
    expect(neutraliseCell("\t=1")).toBe("'\t=1");
    expect(neutraliseCell("\r=1")).toBe("'\r=1");
  });

  it("leaves ordinary text, numbers and formula characters later in the cell alone", () => {
    for (const cell of ["Ada Reader", "12.50", "0", "", "a=b", "The -ism", " =1", "'quoted'"]) {
      expect(neutraliseCell(cell)).toBe(cell);
    }
  });

  it("adds one more apostrophe to a cell that already begins with one before a formula start", () => {
    expect(neutraliseCell("'=1")).toBe("''=1");
  });
});

describe("restoreCell", () => {
  it("gives back exactly what neutraliseCell was given", () => {
    for (const cell of ["=1", "'=1", "''-x", "-", "plain", "'plain", "", "@", "\t+"]) {
      expect(restoreCell(neutraliseCell(cell))).toBe(cell);
    }
  });

  it("leaves an apostrophe that is not before a formula start", () => {
    expect(restoreCell("'plain")).toBe("'plain");
    expect(restoreCell("'")).toBe("'");
  });
});
