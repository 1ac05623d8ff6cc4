import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { Book } from "@bookstore/shared/books/books-api.ts";
import { coverUrl } from "@bookstore/shared/books/cover-url.ts";
import { CATALOGUE_SORTS } from "@bookstore/shared/catalogue/catalogue-query.ts";
import { formatPrice } from "@bookstore/shared/core/money.ts";
import { PRIVATE_PATHS, SHOPPER_PATHS } from "@bookstore/shared/site/site-routes.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { SEED_BOOKS } from "../../scripts/seed/data/books.ts";
import { adminDb } from "../support/admin-session.ts";
import { plainBook } from "../support/filler-book.ts";
import {
  attribute,
  canonicalOf,
  fetchPage,
  firstScreenDataOf,
  metaContent,
  scriptsOf,
  structuredDataOf,
  textOf,
  titleOf,
  type ParsedPage,
} from "../support/page-head.ts";
import { searchReady } from "../support/search-api.ts";
import { CONFIGURED_ORIGIN, requestJson, STORE_URL } from "../support/store.ts";

/** Pages as Hosting serves them: the api function's pages router behind the catch-all rewrite. */

/** The address the pages name. */
const ORIGIN = CONFIGURED_ORIGIN;

const RUN = Date.now().toString(36);
const books = booksCollection(adminDb);

const HOSTILE_TITLE = "</script><script>alert(1)</script>";
const HOSTILE_AUTHOR = `Ann "Quote" O'Neil <b>`;

const made = {
  outOfStock: `pages-stock-0-${RUN}`,
  fewLeft: `pages-stock-3-${RUN}`,
  plenty: `pages-stock-50-${RUN}`,
  hostile: `pages-hostile-${RUN}`,
  deleted: `pages-deleted-${RUN}`,
  forthcoming: `pages-forthcoming-${RUN}`,
};

/** A day years ahead: the forthcoming book is not out whenever the suite runs. */
const FORTHCOMING_DAY = "2099-03-12";

function page(path: string): Promise<ParsedPage> {
  return fetchPage(`${STORE_URL}${path}`);
}

async function bookAnswer(id: string): Promise<Book> {
  const { status, body } = await requestJson<Book>(`/api/books/${encodeURIComponent(id)}`);
  expect(status).toBe(200);
  return body;
}

function ldOfType(found: Record<string, unknown>[], type: string): Record<string, unknown> {
  const block = found.find((data) => {
    const types = data["@type"];
    return Array.isArray(types) ? types.includes(type) : types === type;
  });
  if (!block) throw new Error(`no ${type} JSON-LD block`);
  return block;
}

async function writeBook(
  id: string,
  fields: { title: string; stock: number; author?: string; publishedOn?: string },
) {
  const now = Timestamp.now();
  await books.doc(id).set({
    ...plainBook({
      title: fields.title,
      description: `A book about ${fields.title}, ${"told at length ".repeat(20)}and then some.`,
      added: now,
      stock: fields.stock,
      newPrice: 14.5,
      oldPrice: 20,
    }),
    author: fields.author ?? "Page Tester",
    ...(fields.publishedOn ? { publishedOn: fields.publishedOn } : {}),
  });
}

beforeAll(async () => {
  await writeBook(made.outOfStock, { title: "Nothing Left", stock: 0 });
  await writeBook(made.fewLeft, { title: "Three Left", stock: 3 });
  await writeBook(made.plenty, { title: "Fifty Left", stock: 50 });
  await writeBook(made.hostile, { title: HOSTILE_TITLE, stock: 7, author: HOSTILE_AUTHOR });
  await writeBook(made.deleted, { title: "Soon Gone", stock: 1 });
  await writeBook(made.forthcoming, {
    title: "Not Out Yet",
    stock: 40,
    publishedOn: FORTHCOMING_DAY,
  });
  await books.doc(made.deleted).delete();
  // The completeBookWrites trigger draws the cover of a book written without one. Until it has,
  // a page and a later API answer would show the book at two moments.
  const kept = [made.outOfStock, made.fewLeft, made.plenty, made.hostile, made.forthcoming];
  await Promise.all(
    kept.map((id) =>
      vi.waitFor(
        async () => {
          if (!(await books.doc(id).get()).data()?.coverImage)
            throw new Error(`${id}: no cover yet`);
        },
        { timeout: 45_000, interval: 250 },
      ),
    ),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(Object.values(made).map((id) => books.doc(id).delete()));
});

describe("a book's page", () => {
  const seeded = SEED_BOOKS[0];
  if (!seeded) throw new Error("no seeded book");

  it("has its own title, description, canonical address, social tags and cache", async () => {
    const book = await bookAnswer(seeded.id);
    const found = await page(`/books/${seeded.id}`);
    expect(found.status).toBe(200);
    expect(found.headers.get("content-type")).toMatch(/^text\/html/);
    expect(found.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
    expect(titleOf(found)).toBe(`${book.title} by ${book.author} | Book Store`);
    const description = metaContent(found, "description") ?? "";
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(book.description.replace(/\s+/g, " ")).toContain(description.replace(/…$/, ""));
    const url = `${ORIGIN}/books/${seeded.id}`;
    expect(canonicalOf(found)).toBe(url);
    expect(metaContent(found, "og:url")).toBe(url);
    expect(metaContent(found, "og:title")).toBe(titleOf(found));
    expect(metaContent(found, "og:description")).toBe(description);
    expect(metaContent(found, "og:type")).toBe("book");
    expect(metaContent(found, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(found, "robots")).toBeUndefined();
    // The app's shell: the same root element and hashed scripts Hosting serves.
    expect(found.html).toContain('<div id="root"></div>');
    expect(found.html).toMatch(/src="\/assets\/index-[^"]+\.js"/);
  });

  it("points og:image at a PNG of a drawn cover", async () => {
    const found = await page(`/books/${seeded.id}`);
    const image = metaContent(found, "og:image") ?? "";
    expect(image).toBe(`${ORIGIN}/covers/png/${seeded.id}.png`);
    const response = await fetch(image.replace(ORIGIN, STORE_URL));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  it("describes the book as a Book and Product with its offer, and a breadcrumb", async () => {
    const book = await bookAnswer(seeded.id);
    const data = structuredDataOf(await page(`/books/${seeded.id}`));
    const product = ldOfType(data, "Book");
    expect(product["@type"]).toEqual(["Book", "Product"]);
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      name: book.title,
      author: { "@type": "Person", name: book.author },
      description: book.description,
      url: `${ORIGIN}/books/${seeded.id}`,
      image: `${ORIGIN}/covers/png/${seeded.id}.png`,
      offers: { "@type": "Offer", price: formatPrice(book.newPrice), priceCurrency: "USD" },
    });
    const crumbs = ldOfType(data, "BreadcrumbList");
    expect(crumbs.itemListElement).toEqual([
      expect.objectContaining({
        position: 1,
        item: `${ORIGIN}/books?category=${book.category}`,
      }),
      expect.objectContaining({ position: 2, name: book.title }),
    ]);
  });

  it.each([
    [made.outOfStock, "https://schema.org/OutOfStock"],
    [made.fewLeft, "https://schema.org/LimitedAvailability"],
    [made.plenty, "https://schema.org/InStock"],
  ])("%s's offer says %s, at its price", async (id, availability) => {
    const product = ldOfType(structuredDataOf(await page(`/books/${id}`)), "Product");
    expect(product.offers).toMatchObject({ availability, price: "14.50" });
  });

  it("offers a forthcoming book as a pre-order from its publication day", async () => {
    const product = ldOfType(structuredDataOf(await page(`/books/${made.forthcoming}`)), "Product");
    expect(product.offers).toMatchObject({
      availability: "https://schema.org/PreOrder",
      availabilityStarts: FORTHCOMING_DAY,
    });
    expect((await bookAnswer(made.forthcoming)).publishedOn).toBe(FORTHCOMING_DAY);
  });

  it("carries the book as GET /api/books/:id answers it, in an inert JSON block", async () => {
    const found = await page(`/books/${made.plenty}`);
    const block = scriptsOf(found).find(
      (script) => attribute(script, "id") === "first-screen-data",
    );
    expect(block && attribute(block, "type")).toBe("application/json");
    expect(firstScreenDataOf(found)).toEqual({
      [`/api/books/${made.plenty}`]: await bookAnswer(made.plenty),
    });
  });

  it("renders a hostile title and author as inert text that round-trips", async () => {
    const found = await page(`/books/${made.hostile}`);
    expect(found.status).toBe(200);
    expect(titleOf(found)).toBe(`${HOSTILE_TITLE} by ${HOSTILE_AUTHOR} | Book Store`);
    // Exactly the shell's scripts and the page's data blocks (first-screen answers, two JSON-LD):
    // no script came from the title.
    const scripts = scriptsOf(found);
    const inline = scripts.filter((script) => attribute(script, "src") === undefined);
    expect(inline.map((script) => attribute(script, "type")).sort()).toEqual([
      "application/json",
      "application/ld+json",
      "application/ld+json",
    ]);
    expect(
      scripts.filter(
        (script) => textOf(script).includes("alert(1)") && attribute(script, "type") === undefined,
      ),
    ).toEqual([]);
    const product = ldOfType(structuredDataOf(found), "Book");
    expect(product.name).toBe(HOSTILE_TITLE);
    expect(product.author).toEqual({ "@type": "Person", name: HOSTILE_AUTHOR });
    expect(metaContent(found, "og:title")).toBe(titleOf(found));
    expect(firstScreenDataOf(found)?.[`/api/books/${made.hostile}`]).toMatchObject({
      title: HOSTILE_TITLE,
      author: HOSTILE_AUTHOR,
    });
  });
});

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

  it.each([
    ["an unknown book", "/books/no-such-book"],
    ["a deleted book", `/books/${made.deleted}`],
    ["an unknown route", "/no-such-page"],
  ])("%s answers 404 with the shell and noindex", async (_name, path) => {
    const found = await page(path);
    expect(found.status).toBe(404);
    expect(found.html).toContain('<div id="root"></div>');
    expect(metaContent(found, "robots")).toBe("noindex");
    expect(found.headers.get("cache-control")).toBe("no-store");
  });
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
