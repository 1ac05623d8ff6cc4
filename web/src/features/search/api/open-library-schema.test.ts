import { describe, expect, it } from "vitest";

import { openLibrarySearchSchema } from "./open-library-schema";

const refused: [string, unknown][] = [
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

  it.each(refused)("rejects %s", (_case, body) => {
    expect(openLibrarySearchSchema.safeParse(body).success).toBe(false);
  });
});
