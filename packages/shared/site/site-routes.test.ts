import { describe, expect, it } from "vitest";

import { PRIVATE_PATHS, SHOPPER_PATHS, siteRoute } from "./site-routes.ts";

describe("siteRoute", () => {
  it("names every shopper page and every private page", () => {
    for (const [page, path] of Object.entries(SHOPPER_PATHS)) {
      expect(siteRoute(path)).toEqual({ kind: "shopper", page });
    }
    for (const path of Object.values(PRIVATE_PATHS)) expect(siteRoute(path).kind).toBe("private");
    expect(siteRoute("/orders/abc").kind).toBe("private");
    expect(siteRoute("/dashboard/edit-book/abc").kind).toBe("private");
  });

  it("decodes a book page's id", () => {
    expect(siteRoute("/books/caf%C3%A9")).toEqual({ kind: "book", id: "café" });
  });

  it.each([
    "/no-such-page",
    "/about/more",
    "/books/",
    "/books/a/b",
    "/orders/a/b",
    "/books/%E0%A4%A",
    "/cart/",
  ])("%s names no page", (path) => {
    expect(siteRoute(path)).toEqual({ kind: "unknown" });
  });

  it("leaves a decoded slash or .. in the id for the book lookup, which refuses it", () => {
    expect(siteRoute("/books/..%2F..%2Fetc")).toEqual({ kind: "book", id: "../../etc" });
  });
});
