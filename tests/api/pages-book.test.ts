import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { Book } from "@bookstore/shared/books/books-api.ts";
import { formatPrice } from "@bookstore/shared/core/money.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { SEED_BOOKS } from "../../scripts/seed/data/books.ts";
import { adminDb } from "../support/admin-session.ts";
import { plainBook } from "../support/filler-book.ts";
import {
  attribute,
  canonicalOf,
  fetchPage,
  firstScreenDataOf,
  ldOfType,
  metaContent,
  scriptsOf,
  structuredDataOf,
  textOf,
  titleOf,
  type ParsedPage,
} from "../support/page-head.ts";
import { CONFIGURED_ORIGIN, requestJson, STORE_URL } from "../support/store.ts";

/**
 * A book's page as Hosting serves it (the api function's pages router behind the catch-all
 * rewrite): its head, structured data and first-screen data, for books written here in each
 * state of stock, a forthcoming one, a hostile title and a deleted one.
 */

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

describe("a book that is not there", () => {
  it.each([
    ["an unknown book", "/books/no-such-book"],
    ["a deleted book", `/books/${made.deleted}`],
  ])("%s answers 404 with the shell and noindex", async (_name, path) => {
    const found = await page(path);
    expect(found.status).toBe(404);
    expect(found.html).toContain('<div id="root"></div>');
    expect(metaContent(found, "robots")).toBe("noindex");
    expect(found.headers.get("cache-control")).toBe("no-store");
  });
});
