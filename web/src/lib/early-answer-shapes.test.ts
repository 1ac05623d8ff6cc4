import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import * as API from "@shared/api/contract.ts";

import { EARLY_ANSWER_ENDPOINTS, EARLY_ANSWER_SHAPES } from "./early-answer-shapes";
import { matchesShape } from "./json-shape";
import { shapesFileText } from "./json-shape.test-support";
import { sampleBook } from "./sample-book.test-support";

const book = sampleBook;

const wrongValues = [undefined, null, 0, 1.5, "", "text", true, [], {}, "poetry"];

/** The book with each field left out and with each field given each wrong value. */
function brokenBooks(): unknown[] {
  const broken: unknown[] = [];
  const fields: Record<string, unknown> = { ...book };
  for (const key of Object.keys(fields)) {
    broken.push(Object.fromEntries(Object.entries(fields).filter(([name]) => name !== key)));
    for (const value of wrongValues) broken.push({ ...book, [key]: value });
  }
  return broken;
}

describe("early answer shapes", () => {
  it("are the JSON Schema of the API's response schemas (-u writes them)", async () => {
    const file = fileURLToPath(new URL("./early-answer-shapes.json", import.meta.url));
    const schemas = Object.fromEntries(
      EARLY_ANSWER_ENDPOINTS.map((name) => [name, API[name].response]),
    );
    await expect(await shapesFileText(schemas, file)).toMatchFileSnapshot(file);
  });

  it("accept and refuse a book exactly as the book schema does", () => {
    const answers = [book, { ...book, extra: "kept out by zod" }, ...brokenBooks(), null, [], "b"];
    let refused = 0;
    for (const answer of answers) {
      const accepted = API.getBook.response.safeParse(answer).success;
      expect(matchesShape(answer, EARLY_ANSWER_SHAPES.getBook), JSON.stringify(answer)).toBe(
        accepted,
      );
      if (!accepted) refused += 1;
    }
    expect(refused).toBeGreaterThan(100);
  });

  it("accept and refuse a list of books exactly as the list schema does", () => {
    const lists = [[], [book], [book, book], ...brokenBooks().map((bad) => [book, bad]), {}, null];
    for (const list of lists) {
      expect(matchesShape(list, EARLY_ANSWER_SHAPES.listBooks), JSON.stringify(list)).toBe(
        API.listBooks.response.safeParse(list).success,
      );
    }
  });
});
