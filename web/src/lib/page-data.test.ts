import { afterEach, describe, expect, it, vi } from "vitest";

import { bookAnswerPath, topSellersAnswerPath } from "@shared/first-screen-data.ts";

import { checkedPageAnswers } from "./page-data";
import { sampleBook } from "./sample-book.test-support";

const quiet = () => vi.spyOn(console, "error").mockImplementation(() => undefined);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the page's data block", () => {
  it("gives each answer of the contract's shape under its address", () => {
    const text = JSON.stringify({
      [bookAnswerPath("b1")]: sampleBook,
      [topSellersAnswerPath()]: [sampleBook],
    });
    expect(checkedPageAnswers(text)).toEqual(
      new Map<string, unknown>([
        [bookAnswerPath("b1"), sampleBook],
        [topSellersAnswerPath(), [sampleBook]],
      ]),
    );
  });

  it("leaves out and reports an answer of another shape, keeping the others", () => {
    const errors = quiet();
    const text = JSON.stringify({
      [bookAnswerPath("b1")]: { ...sampleBook, newPrice: "12.50" },
      [topSellersAnswerPath()]: [sampleBook],
    });
    expect([...checkedPageAnswers(text).keys()]).toEqual([topSellersAnswerPath()]);
    expect(errors).toHaveBeenCalledWith(
      `The page's data for ${bookAnswerPath("b1")} does not match the API's contract`,
    );
  });

  it("leaves out an address no GET endpoint answers", () => {
    quiet();
    const text = JSON.stringify({ "/api/nowhere": [sampleBook], "/elsewhere": {} });
    expect(checkedPageAnswers(text).size).toBe(0);
  });

  it.each([
    ["text that is not JSON", "{"],
    ["a list", "[]"],
    ["null", "null"],
  ])("reads nothing from %s", (_case, text) => {
    const errors = quiet();
    expect(checkedPageAnswers(text).size).toBe(0);
    expect(errors).toHaveBeenCalledWith("The page's data block is not a JSON object of answers");
  });
});
