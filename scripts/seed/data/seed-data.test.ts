import { describe, expect, it } from "vitest";

import { CATEGORIES } from "@bookstore/shared/books/categories.ts";
import { normalizeIsbn } from "@bookstore/shared/books/isbn.ts";
import { hasAtMostTwoDecimals } from "@bookstore/shared/core/money.ts";
import { VERSES_PER_CHAPTER } from "@bookstore/shared/library/verse.ts";
import { NEWS_ITEMS } from "@bookstore/shared/site/news.ts";

import { SEED_BOOKS } from "./books.ts";
import { SEED_ISBNS } from "./isbns.ts";
import { SEED_VERSES } from "./verses.ts";

describe("seed books", () => {
  it("has at least 80 books in every category", () => {
    expect(SEED_BOOKS.length).toBeGreaterThanOrEqual(80);
    for (const category of CATEGORIES) {
      expect(SEED_BOOKS.filter((book) => book.category === category).length).toBeGreaterThan(0);
    }
  });

  it("gives valid, distinct ISBN-13s to seeded books only", () => {
    const ids = new Set(SEED_BOOKS.map((book) => book.id));
    const isbns = Object.entries(SEED_ISBNS);
    expect(isbns.length).toBeGreaterThanOrEqual(20);
    for (const [id, isbn] of isbns) {
      expect(ids.has(id), id).toBe(true);
      expect(normalizeIsbn(isbn), id).toBe(isbn);
    }
    expect(new Set(isbns.map(([, isbn]) => isbn)).size).toBe(isbns.length);
  });

  it("uses unique ids that are valid document ids and cover file names", () => {
    const ids = SEED_BOOKS.map((book) => book.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9][a-z0-9-]{0,120}$/);
  });

  it("leaves a few authors empty and describes most books in more than 80 characters", () => {
    const emptyAuthors = SEED_BOOKS.filter((book) => book.author === "").length;
    expect(emptyAuthors).toBeGreaterThanOrEqual(3);
    expect(emptyAuthors).toBeLessThan(10);
    const long = SEED_BOOKS.filter((book) => book.description.length > 80).length;
    expect(long / SEED_BOOKS.length).toBeGreaterThan(0.75);
  });

  it("prices every book in cents with a discount from the old price", () => {
    for (const book of SEED_BOOKS) {
      expect(hasAtMostTwoDecimals(book.newPrice)).toBe(true);
      expect(hasAtMostTwoDecimals(book.oldPrice)).toBe(true);
      expect(book.newPrice).toBeGreaterThan(0);
      expect(book.oldPrice).toBeGreaterThan(book.newPrice);
    }
  });

  it("spreads books over the last 12 months and marks some trending", () => {
    const months = new Set(SEED_BOOKS.map((book) => book.monthsAgo));
    expect([...months].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const trending = SEED_BOOKS.filter((book) => book.trending).length;
    expect(trending).toBeGreaterThan(0);
    expect(trending).toBeLessThan(SEED_BOOKS.length);
  });
});

describe("seed verses", () => {
  it("holds real chapter and verse numbers and names Arnold's translation as the source", () => {
    expect(SEED_VERSES.length).toBeGreaterThanOrEqual(6);
    for (const verse of SEED_VERSES) {
      const versesInChapter = VERSES_PER_CHAPTER[verse.chapter - 1];
      expect(versesInChapter).toBeDefined();
      expect(verse.verse).toBeGreaterThanOrEqual(1);
      expect(verse.verse).toBeLessThanOrEqual(versesInChapter ?? 0);
      expect(verse.sanskrit.length).toBeGreaterThan(20);
      expect(verse.translation.length).toBeGreaterThan(20);
      expect(verse.source).toContain("Edwin Arnold");
      expect(verse.source).toContain("1885");
    }
  });

  it("knows the verse count of each of the 18 chapters", () => {
    expect(VERSES_PER_CHAPTER).toHaveLength(18);
    expect(VERSES_PER_CHAPTER.slice(0, 3)).toEqual([47, 72, 43]);
    // 700 verses, plus chapter 13's opening verse that some editions number (35 instead of 34).
    expect(VERSES_PER_CHAPTER.reduce((sum, count) => sum + count, 0)).toBe(701);
  });
});

describe("news items", () => {
  it("has six items with generated images and external links", () => {
    expect(NEWS_ITEMS).toHaveLength(6);
    for (const item of NEWS_ITEMS) {
      expect(item.image).toBe(`news-${item.id}.svg`);
      expect(item.newsUrl).toMatch(/^https:\/\//);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
