import { describe, expect, it } from "vitest";

import type { Book } from "@bookstore/shared/books/books-api.ts";
import { coverUrl } from "@bookstore/shared/books/cover-url.ts";
import { CATALOGUE_SORTS } from "@bookstore/shared/catalogue/catalogue-query.ts";
import { PRIVATE_PATHS, SHOPPER_PATHS } from "@bookstore/shared/site/site-routes.ts";

import { SEED_BOOKS } from "../../scripts/seed/data/books.ts";
import {
  attribute,
  canonicalOf,
  fetchPage,
  firstScreenDataOf,
  ldOfType,
  metaContent,
  structuredDataOf,
  titleOf,
  type ParsedPage,
} from "../support/page-head.ts";
import { searchReady } from "../support/search-api.ts";
import { CONFIGURED_ORIGIN, requestJson, STORE_URL } from "../support/store.ts";

/**
 * The listing, static and private pages as Hosting serves them (the api function's pages router
 * behind the catch-all rewrite), robots.txt and the sitemaps; a book's page is in
 * pages-book.test.ts.
 */

/** The address the pages name. */
const ORIGIN = CONFIGURED_ORIGIN;

function page(path: string): Promise<ParsedPage> {
  return fetchPage(`${STORE_URL}${path}`);
}

describe("listing and static pages", () => {
  it("the home page describes the store and carries Top Sellers", async () => {
    const found = await page("/");
    expect(found.status).toBe(200);
    expect(canonicalOf(found)).toBe(`${ORIGIN}/`);
    const data = structuredDataOf(found);
    expect(ldOfType(data, "OnlineStore")).toMatchObject({
      name: "Book Store",
      url: `${ORIGIN}/`,
    });
    expect(ldOfType(data, "WebSite")).toMatchObject({ url: `${ORIGIN}/` });
    const topSellers = firstScreenDataOf(found)?.["/api/books?order=top-sellers&limit=10"];
    expect(topSellers).toHaveLength(10);
  });

  it("the categories page carries its first carousel in a random order, its first cover preloaded", async () => {
    const address = "/api/books?category=technology&limit=20";
    const { body: newest } = await requestJson<Book[]>(address);
    const orders = new Set<string>();
    for (let visit = 0; visit < 3; visit += 1) {
      const found = await page("/categories");
      const carousel = firstScreenDataOf(found)?.[address] as Book[];
      // The API's answer, drawn into the order the page shows.
      expect(carousel.map((book) => book._id).sort()).toEqual(
        newest.map((book) => book._id).sort(),
      );
      const preloads = found.elements.filter(
        (element) => element.tagName === "link" && attribute(element, "as") === "image",
      );
      expect(preloads.map((link) => attribute(link, "href"))).toEqual([
        coverUrl(carousel[0]?.coverImage ?? ""),
      ]);
      orders.add(carousel.map((book) => book._id).join());
    }
    // Three identical draws of 14 books or more: about once in 10^21 runs.
    expect(newest.length).toBeGreaterThanOrEqual(14);
    expect(orders.size).toBeGreaterThan(1);
  });

  it("leaves compressed for a browser that accepts it, whole for one that does not", async () => {
    const zipped = await fetch(`${STORE_URL}/books`, { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await zipped.text()).toContain('<div id="root"></div>');
    const whole = await fetch(`${STORE_URL}/books`, { headers: { "Accept-Encoding": "identity" } });
    expect(whole.headers.get("content-encoding")).toBeNull();
    expect(await whole.text()).toContain('<div id="root"></div>');
  });

  it("the catalogue carries its first page and the book past it", async () => {
    const found = await page("/books");
    expect(firstScreenDataOf(found)?.["/api/books?order=newest&limit=25"]).toHaveLength(25);
    expect(canonicalOf(await page("/books?category=fiction"))).toBe(`${ORIGIN}/books`);
  });

  it("a sorted catalogue, top-rated as the others, is the catalogue's page; the app reads its books", async () => {
    const sorted = await Promise.all(
      CATALOGUE_SORTS.map(async (sort) => ({ sort, found: await page(`/books?sort=${sort}`) })),
    );
    expect(sorted.map(({ sort }) => sort)).toContain("top-rated");
    for (const { sort, found } of sorted) {
      expect(found.status, sort).toBe(200);
      expect(titleOf(found), sort).toBe("All books | Book Store");
      expect(canonicalOf(found), sort).toBe(`${ORIGIN}/books`);
      expect(firstScreenDataOf(found), sort).toBeUndefined();
      expect(metaContent(found, "description"), sort).toMatch(/best selling, rating or title/);
    }
  });

  it("every shopper page has a title and description of its own", async () => {
    const heads = await Promise.all(
      Object.values(SHOPPER_PATHS).map(async (path) => {
        const found = await page(path);
        expect(found.status, path).toBe(200);
        expect(canonicalOf(found), path).toBe(`${ORIGIN}${path}`);
        expect(metaContent(found, "robots"), path).toBeUndefined();
        expect(metaContent(found, "og:title"), path).toBe(titleOf(found));
        const description = metaContent(found, "description") ?? "";
        expect(description.length, path).toBeLessThanOrEqual(155);
        return { title: titleOf(found), description };
      }),
    );
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
  });

  it("a search's page carries its first results, as the API answers them", async () => {
    await searchReady();
    const address = "/api/books/search?q=clockmak";
    const { body: answer } = await requestJson<{ books: Book[] }>(address);
    const found = await page("/search?q=clockmak");
    const carried = firstScreenDataOf(found)?.[address] as { books: Book[] };
    expect(carried.books.map((book) => book._id)).toEqual(answer.books.map((book) => book._id));
    expect(carried.books[0]?.title).toBe("The Last Clockmaker of Vellington");
    const preload = found.elements.find(
      (element) => element.tagName === "link" && attribute(element, "as") === "image",
    );
    expect(preload && attribute(preload, "href")).toBe(
      coverUrl(carried.books[0]?.coverImage ?? ""),
    );
    // Another page or a filter is the app's to ask; so is a query the API refuses.
    for (const other of [
      "/search?q=clockmak&page=2",
      "/search?q=clockmak&sale=1",
      "/search?q=%3F%3F",
    ]) {
      expect(firstScreenDataOf(await page(other)), other).toBeUndefined();
    }
  });

  it("a search's results say noindex", async () => {
    expect(metaContent(await page("/search?q=data"), "robots")).toBe("noindex");
  });
});

describe("private and unknown addresses", () => {
  it.each([...Object.values(PRIVATE_PATHS), "/orders/some-order", "/dashboard/manage-books"])(
    "%s answers 200 with the shell and noindex, uncached",
    async (path) => {
      const found = await page(path);
      expect(found.status).toBe(200);
      expect(found.html).toContain('<div id="root"></div>');
      expect(metaContent(found, "robots")).toBe("noindex");
      expect(found.headers.get("cache-control")).toBe("no-store");
    },
  );

  it.each([["an unknown route", "/no-such-page"]])(
    "%s answers 404 with the shell and noindex",
    async (_name, path) => {
      const found = await page(path);
      expect(found.status).toBe(404);
      expect(found.html).toContain('<div id="root"></div>');
      expect(metaContent(found, "robots")).toBe("noindex");
      expect(found.headers.get("cache-control")).toBe("no-store");
    },
  );
});

describe("robots.txt and the sitemaps", () => {
  it("robots.txt is plain text that keeps crawlers off private pages and names the sitemap", async () => {
    const response = await fetch(`${STORE_URL}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    for (const path of [
      "/cart",
      "/checkout",
      "/account",
      "/orders",
      "/dashboard",
      "/admin",
      "/search?",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("the sitemap's children list every book, with its update time, and the pages", async () => {
    const index = await fetch(`${STORE_URL}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
    const children = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(children).toContain(`${ORIGIN}/sitemaps/pages.xml`);
    expect(children).toContain(`${ORIGIN}/sitemaps/books-0.xml`);
    const listed = new Map<string, string | undefined>();
    for (const child of children) {
      const xml = await (await fetch(child.replace(ORIGIN, STORE_URL))).text();
      for (const [, loc = "", lastmod] of xml.matchAll(
        /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g,
      )) {
        listed.set(loc.replace(/&amp;/g, "&"), lastmod);
      }
    }
    for (const book of SEED_BOOKS) {
      const lastmod = listed.get(`${ORIGIN}/books/${book.id}`);
      expect(lastmod, book.id).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(listed.has(`${ORIGIN}/about`)).toBe(true);
    expect(listed.has(`${ORIGIN}/books?category=fiction`)).toBe(true);
    expect(listed.has(`${ORIGIN}/search`)).toBe(false);
  });
});
