import { describe, expect, it } from "vitest";

import {
  SESSION_PARTS,
  chosenPages,
  chosenParts,
  sessionPages,
  sessionParts,
} from "./bench-parts.mjs";

describe("chosenParts", () => {
  it("runs everything without --only", () => {
    expect(chosenParts([])).toEqual({ suite: true, parts: SESSION_PARTS, search: true });
  });

  it("runs no session for the bundle alone", () => {
    expect(chosenParts(["--only=bundle"])).toEqual({ suite: false, parts: [], search: false });
    expect(chosenParts(["--only=search"])).toEqual({ suite: false, parts: [], search: true });
  });

  it("runs the named session parts in the session's order", () => {
    expect(chosenParts(["--only=lighthouse,page-function"])).toEqual({
      suite: true,
      parts: ["page-function", "lighthouse"],
      search: false,
    });
  });

  it("refuses a part it does not have", () => {
    expect(() => chosenParts(["--only=lighthouse,speed"])).toThrow(/not "speed"/);
  });
});

describe("sessionParts", () => {
  it("is every part when unset, else the list", () => {
    expect([...sessionParts(undefined)]).toEqual(SESSION_PARTS);
    expect([...sessionParts("api,lighthouse")]).toEqual(["api", "lighthouse"]);
  });
});

describe("chosen pages", () => {
  const pages = [{ page: "/" }, { page: "/search" }, { page: "/books/:id" }];

  it("measures every page without --pages", () => {
    expect(chosenPages(["--only=lighthouse"])).toBe("");
    expect(sessionPages(pages, "")).toEqual(pages);
  });

  it("measures only the named pages", () => {
    const value = chosenPages(["--only=lighthouse", "--pages=/search,/books/:id"]);
    expect(sessionPages(pages, value)).toEqual([{ page: "/search" }, { page: "/books/:id" }]);
  });

  it("refuses a page the bench does not measure", () => {
    expect(() => sessionPages(pages, "/search,/nowhere")).toThrow(/not "\/nowhere"/);
  });
});
