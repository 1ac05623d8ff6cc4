import { describe, expect, it } from "vitest";

import { bookSearchTerms, searchWords } from "@bookstore/shared/books/book-search.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import { CATEGORIES } from "@bookstore/shared/books/categories.ts";

import { SEED_BOOKS } from "../../scripts/seed/data/books.ts";
import { allBooks, requestJson, STORE_URL } from "../support/store.ts";

type ErrorBody = { message: string };

describe("GET /api/books", () => {
  it("returns every seeded book, newest first, with every Book field", async () => {
    const { status, headers, body } = await requestJson<Book[]>("/api/books");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/application\/json/);
    expect(headers.get("x-next-cursor")).toBeNull();
    expect(body).toHaveLength(SEED_BOOKS.length);
    const dates = body.map((book) => book.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const [first] = body;
    const fieldTypes = Object.fromEntries(
      Object.entries(first ?? {}).map(([field, value]) => [field, typeof value]),
    );
    expect(fieldTypes).toEqual({
      _id: "string",
      title: "string",
      author: "string",
      description: "string",
      category: "string",
      coverImage: "string",
      newPrice: "number",
      oldPrice: "number",
      trending: "boolean",
      sold: "number",
      stock: "number",
      ratingCount: "number",
      ratingAverage: "number",
      createdAt: "string",
      updatedAt: "string",
    });
    expect(CATEGORIES).toContain(first?.category);
  });

  it("pages with limit and the X-Next-Cursor header, without gaps or repeats", async () => {
    const fetchPage = (after: string | null) =>
      requestJson<Book[]>(`/api/books?limit=30${after ? `&after=${after}` : ""}`);
    let page = await fetchPage(null);
    const ids = page.body.map((book) => book._id);
    let pages = 1;
    for (let cursor = page.headers.get("x-next-cursor"); cursor;) {
      page = await fetchPage(cursor);
      expect(page.status).toBe(200);
      ids.push(...page.body.map((book) => book._id));
      cursor = page.headers.get("x-next-cursor");
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(SEED_BOOKS.length / 30));
    expect(new Set(ids).size).toBe(SEED_BOOKS.length);
    const all = await allBooks<Book>();
    expect(ids).toEqual(all.map((book) => book._id));
  });

  it("lists one category's books, newest first, when asked", async () => {
    const { status, body } = await requestJson<Book[]>("/api/books?category=finance&limit=5");
    expect(status).toBe(200);
    const finance = SEED_BOOKS.filter((book) => book.category === "finance");
    expect(finance.length).toBeGreaterThan(5);
    expect(body).toHaveLength(5);
    expect(body.map((book) => book.category)).toEqual(Array(5).fill("finance"));
    const all = await allBooks<Book>();
    const newestFinance = all.filter((book) => book.category === "finance").slice(0, 5);
    expect(body.map((book) => book._id)).toEqual(newestFinance.map((book) => book._id));
  });

  it("lists the best sellers, optionally of one category, with order=top-sellers", async () => {
    const all = await allBooks<Book>();
    const bestSellers = (category?: string) =>
      all
        .filter((book) => category === undefined || book.category === category)
        .toSorted((a, b) => b.sold - a.sold || b.createdAt.localeCompare(a.createdAt))
        .slice(0, 10)
        .map((book) => book._id);
    const { status, headers, body } = await requestJson<Book[]>(
      "/api/books?order=top-sellers&limit=10",
    );
    expect(status).toBe(200);
    expect(headers.get("x-next-cursor")).toBeNull();
    expect(body.map((book) => book._id)).toEqual(bestSellers());
    // The seed's sales are not simply newest first: the order really is by units sold.
    expect(bestSellers()).not.toEqual(all.slice(0, 10).map((book) => book._id));
    const finance = await requestJson<Book[]>(
      "/api/books?order=top-sellers&category=finance&limit=10",
    );
    expect(finance.body.map((book) => book._id)).toEqual(bestSellers("finance"));
  });

  it("finds books by any word of their title or author's name, with search", async () => {
    const seeded = SEED_BOOKS[0];
    if (!seeded) throw new Error("no seeded books");
    const [word] = searchWords(seeded.title).filter((each) => each.length > 3);
    if (!word) throw new Error(`no searchable word in ${seeded.title}`);
    const { status, body } = await requestJson<Book[]>(
      `/api/books?search=${encodeURIComponent(`${word.toUpperCase()} zzqx`)}&limit=30`,
    );
    expect(status).toBe(200);
    const expected = SEED_BOOKS.filter((book) =>
      bookSearchTerms(book.title, book.author).includes(word),
    );
    expect(body.map((book) => book.title).toSorted()).toEqual(
      expected.map((book) => book.title).toSorted(),
    );
    const limited = await requestJson<Book[]>(`/api/books?search=${word}&limit=1`);
    expect(limited.body).toHaveLength(1);
  });

  it.each([
    ["category=poetry", "category"],
    ["category=Finance", "category"],
    ["limit=0", "limit"],
    ["limit=1001", "limit"],
    ["limit=ten", "limit"],
    ["limit=2.5", "limit"],
    ["after=no-such-book", "after"],
    ["sort=title", "sort"],
    ["order=oldest", "order"],
  ])("answers ?%s with a 400 naming %s", async (search, field) => {
    const { status, body } = await requestJson<ErrorBody>(`/api/books?${search}`);
    expect(status).toBe(400);
    expect(body.message).toContain(field);
  });
});

describe("GET /api/books/:id", () => {
  it("returns one book", async () => {
    const seeded = SEED_BOOKS[0];
    if (!seeded) throw new Error("no seeded books");
    const { status, body } = await requestJson<Book>(`/api/books/${seeded.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: seeded.id,
      title: seeded.title,
      author: seeded.author,
      newPrice: seeded.newPrice,
      oldPrice: seeded.oldPrice,
    });
  });

  it("answers an unknown id with a 404 JSON message", async () => {
    const { status, body } = await requestJson<ErrorBody>("/api/books/no-such-book");
    expect(status).toBe(404);
    expect(body).toEqual({ message: "Book not found" });
  });

  it("answers a malformed id with a 400", async () => {
    const { status, body } = await requestJson<ErrorBody>(
      `/api/books/${encodeURIComponent("a b$c")}`,
    );
    expect(status).toBe(400);
    expect(body).toEqual({ message: "Invalid book id" });
  });
});

describe("routing", () => {
  it("answers an unsupported method with a 405 JSON message", async () => {
    const { status, body } = await requestJson<ErrorBody>("/api/books", { method: "PATCH" });
    expect(status).toBe(405);
    expect(body).toEqual({ message: "Method not allowed" });
  });

  it("answers an unknown API path with a 404 JSON message", async () => {
    const { status, body } = await requestJson<ErrorBody>("/api/no-such-endpoint");
    expect(status).toBe(404);
    expect(body).toEqual({ message: "Not found" });
  });
});

describe("GET /covers/:file", () => {
  it("serves a seeded cover as an SVG image", async () => {
    const seeded = SEED_BOOKS[0];
    if (!seeded) throw new Error("no seeded books");
    const response = await fetch(`${STORE_URL}/covers/${seeded.id}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(seeded.category.toUpperCase());
  });

  it("compresses an SVG cover for clients that accept it, and only for them", async () => {
    const seeded = SEED_BOOKS[0];
    if (!seeded) throw new Error("no seeded books");
    const url = `${STORE_URL}/covers/${seeded.id}.svg`;
    const plain = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
    const brotli = await fetch(url, { headers: { "Accept-Encoding": "br" } });
    const gzip = await fetch(url, { headers: { "Accept-Encoding": "gzip" } });
    // What Chromium sends: gzip first, all of the same weight.
    const browser = await fetch(url, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(browser.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toMatch(/accept-encoding/i);
    // fetch decodes both: the same image arrives either way.
    const svg = await plain.text();
    expect(svg).toMatch(/^<svg /);
    expect(await brotli.text()).toBe(svg);
    expect(await gzip.text()).toBe(svg);
    expect(await browser.text()).toBe(svg);
  });

  it("answers a missing cover with a 404", async () => {
    const response = await fetch(`${STORE_URL}/covers/no-such-cover.svg`);
    expect(response.status).toBe(404);
  });
});

describe("Hosting", () => {
  it("answers an app route with the app's shell, a missing book's with a 404 one", async () => {
    const cart = await fetch(`${STORE_URL}/cart`);
    expect(cart.status).toBe(200);
    expect(cart.headers.get("cache-control")).toBe("no-store");
    expect(await cart.text()).toContain('<div id="root">');
    const missing = await fetch(`${STORE_URL}/books/some-book`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
  });

  it("serves hashed assets with a long immutable cache", async () => {
    const html = await (await fetch(`${STORE_URL}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${STORE_URL}${script ?? ""}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
