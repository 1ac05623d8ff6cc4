import { describe, expect, it } from "vitest";

import { isbn10Of, normalizeIsbn } from "./isbn.ts";

describe("isbn10Of", () => {
  it("gives the ISBN-10 of a 978 ISBN-13, X check digit included", () => {
    expect(isbn10Of("9780140449136")).toBe("0140449132");
    expect(isbn10Of("9780804429573")).toBe("080442957X");
  });

  it("round-trips through normalizeIsbn", () => {
    for (const isbn of ["9781916482302", "9780306406157", "9780804429573"]) {
      expect(normalizeIsbn(isbn10Of(isbn) ?? "")).toBe(isbn);
    }
  });

  it("has none for a 979 ISBN-13", () => {
    expect(isbn10Of("9791032305690")).toBeNull();
  });
});
