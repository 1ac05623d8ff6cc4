import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { matchesShape } from "@/lib/json-shape";
import { shapesFileText } from "@/lib/json-shape.test-support";

import { openLibrarySearchSchema } from "./open-library-schema";
import { OPEN_LIBRARY_SEARCH_SHAPE } from "./open-library-shapes";

const answers: [string, unknown][] = [
  [
    "a search.json answer with fields the page does not use",
    {
      numFound: 1,
      docs: [
        {
          key: "/works/OL1W",
          title: "T",
          author_name: ["A"],
          cover_i: 5,
          edition_count: 2,
          public_scan_b: false,
          ebook_access: "no_ebook",
        },
      ],
    },
  ],
  ["no docs", { numFound: 0 }],
  ["docs that are not a list", { docs: {} }],
  ["a doc without a key", { docs: [{ title: "T" }] }],
  ["a doc with an empty key", { docs: [{ key: "", title: "T" }] }],
  ["a cover id that is not a number", { docs: [{ key: "/works/OL1W", title: "T", cover_i: "5" }] }],
  ["a cover id with a fraction", { docs: [{ key: "/works/OL1W", title: "T", cover_i: 5.5 }] }],
  ["authors that are not text", { docs: [{ key: "/works/OL1W", title: "T", author_name: [1] }] }],
  ["an HTML page", "<html></html>"],
  ["null", null],
];

describe("the open catalogue's answer shape", () => {
  it("is the JSON Schema of openLibrarySearchSchema (-u writes it)", async () => {
    const file = fileURLToPath(new URL("./open-library-shapes.json", import.meta.url));
    const text = await shapesFileText({ search: openLibrarySearchSchema }, file);
    await expect(text).toMatchFileSnapshot(file);
  });

  it.each(answers)("accepts or refuses %s exactly as the schema does", (_case, body) => {
    expect(matchesShape(body, OPEN_LIBRARY_SEARCH_SHAPE)).toBe(
      openLibrarySearchSchema.safeParse(body).success,
    );
  });
});

describe("openLibrarySearchSchema", () => {
  it("reads search.json answers, ignoring fields it does not use", () => {
    const parsed = openLibrarySearchSchema.safeParse({
      numFound: 1,
      start: 0,
      docs: [{ key: "/works/OL1W", title: "T", cover_i: 5, ebook_access: "no_ebook" }],
    });
    expect(parsed.success && parsed.data.docs).toEqual([
      { key: "/works/OL1W", title: "T", cover_i: 5 },
    ]);
  });

  it.each([
    ["no docs", { numFound: 0 }],
    ["docs that are not a list", { docs: {} }],
    ["a doc without a key", { docs: [{ title: "T" }] }],
    [
      "a cover id that is not a number",
      { docs: [{ key: "/works/OL1W", title: "T", cover_i: "5" }] },
    ],
    ["an HTML page", "<html></html>"],
  ])("rejects %s", (_case, body) => {
    expect(openLibrarySearchSchema.safeParse(body).success).toBe(false);
  });
});
