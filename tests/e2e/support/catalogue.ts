import { expect, type APIRequestContext } from "@playwright/test";

import type { Book } from "@bookstore/shared/books/books-api.ts";

/**
 * The whole seeded catalogue, newest first, as the API serves it: page after page of at most
 * 100, the most one answer holds, following X-Next-Cursor.
 */
export async function fetchCatalogue(request: APIRequestContext): Promise<Book[]> {
  const books: Book[] = [];
  let after: string | undefined;
  do {
    const response = await request.get("/api/books", {
      params: { limit: 100, ...(after === undefined ? {} : { after }) },
    });
    expect(response.ok()).toBe(true);
    books.push(...((await response.json()) as Book[]));
    after = response.headers()["x-next-cursor"];
  } while (after !== undefined);
  return books;
}

/** What Top Sellers should show: most units sold, then newest. */
export function expectedTopSellers(
  books: readonly Book[],
  count: number,
  category?: string,
): Book[] {
  return books
    .filter((book) => category === undefined || book.category === category)
    .toSorted((a, b) => b.sold - a.sold || b.createdAt.localeCompare(a.createdAt))
    .slice(0, count);
}

export function firstBook(
  books: readonly Book[],
  predicate: (book: Book) => boolean = () => true,
): Book {
  const book = books.find(predicate);
  if (!book) throw new Error("no seeded book matches");
  return book;
}
