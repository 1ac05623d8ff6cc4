import type { Category } from "@shared/categories.ts";

/** GET /api/books/:id (first-screen.ts needs the addresses without the API client). */
export function bookApiPath(id: string): string {
  return `/api/books/${encodeURIComponent(id)}`;
}

/** GET /api/books?category=&limit=: a category's newest books. */
export function categoryBooksApiPath(category: Category, count: number): string {
  return `/api/books?${new URLSearchParams({ category, limit: String(count) }).toString()}`;
}
