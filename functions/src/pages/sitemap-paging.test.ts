import { describe, expect, it } from "vitest";

import {
  bookSitemapCount,
  SITEMAP_MAX_URLS,
  SITEMAP_READ_PAGE,
  sitemapChildBooks,
  type BookPageRequest,
  type SitemapBook,
} from "./sitemap-paging.ts";

/** A catalogue of `count` books in id order, read as Firestore would answer the request. */
function catalogue(count: number) {
  const ids = Array.from({ length: count }, (_, index) => `book-${String(index).padStart(7, "0")}`);
  const requests: BookPageRequest[] = [];
  const read = ({ offset, afterId, limit }: BookPageRequest): Promise<SitemapBook[]> => {
    requests.push({ offset, afterId, limit });
    const start = afterId === undefined ? offset : ids.indexOf(afterId) + 1;
    return Promise.resolve(
      ids.slice(start, start + limit).map((id) => ({ id, updatedAt: undefined })),
    );
  };
  return { ids, requests, read };
}

describe("book sitemaps", () => {
  it("need one child per 50,000 books", () => {
    expect(bookSitemapCount(0)).toBe(0);
    expect(bookSitemapCount(1)).toBe(1);
    expect(bookSitemapCount(SITEMAP_MAX_URLS)).toBe(1);
    expect(bookSitemapCount(SITEMAP_MAX_URLS + 1)).toBe(2);
  });

  it("list every book once across the children, none over 50,000, each read bounded", async () => {
    const count = 2 * SITEMAP_MAX_URLS + 1_234;
    const { ids, requests, read } = catalogue(count);
    const listed: string[] = [];
    for (let child = 0; child < bookSitemapCount(count); child += 1) {
      const books = await sitemapChildBooks(child, read);
      expect(books.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      listed.push(...books.map((book) => book.id));
    }
    expect(listed).toEqual(ids);
    expect(requests.every((request) => request.limit <= SITEMAP_READ_PAGE)).toBe(true);
    // Only a child's first read skips ahead; every other read starts after the last book read.
    expect(requests.filter((request) => request.afterId === undefined)).toHaveLength(3);
  });

  it("stop at 50,000 even when the reader answers more than asked", async () => {
    const { read } = catalogue(SITEMAP_MAX_URLS * 2);
    const greedy = async (request: BookPageRequest) =>
      read({ ...request, limit: request.limit + 5 });
    expect(await sitemapChildBooks(0, greedy)).toHaveLength(SITEMAP_MAX_URLS);
  });
});
