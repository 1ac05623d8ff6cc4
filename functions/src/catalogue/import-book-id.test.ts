import { describe, expect, it } from "vitest";

import { isDocumentId } from "@bookstore/shared/core/document-id.ts";

import { importedBookId } from "./import-book-id.ts";

describe("importedBookId", () => {
  it("names a book by its ISBN, else by a digest of its title and author", () => {
    expect(importedBookId({ isbn: "9780140449136", key: "isbn:9780140449136" })).toBe(
      "isbn-9780140449136",
    );
    const byTitle = importedBookId({ isbn: null, key: "title-author:dune|frank herbert" });
    expect(byTitle).toMatch(/^ta-[0-9a-f]{24}$/);
    expect(isDocumentId(byTitle)).toBe(true);
    expect(importedBookId({ isbn: null, key: "title-author:dune|frank herbert" })).toBe(byTitle);
    expect(importedBookId({ isbn: null, key: "title-author:dune|" })).not.toBe(byTitle);
  });
});
