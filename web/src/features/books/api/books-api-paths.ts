import { apiPath } from "@shared/api/api-path.ts";
import * as API from "@shared/api/contract.ts";
import type { BookListOrder } from "@shared/book-list-order.ts";
import type { Category } from "@shared/categories.ts";

/** GET /api/books/:id (first-screen.ts needs the addresses without the API client). */
export function bookApiPath(id: string): string {
  return apiPath(API.getBook, { id });
}

/** GET /api/books?category=&limit=: a category's newest books. */
export function categoryBooksApiPath(category: Category, count: number): string {
  return apiPath(API.listBooks, {}, { category, limit: count });
}

/** GET /api/books?order=top-sellers&category=&limit=: the best sellers, of every category or one. */
export function topSellersApiQuery(category: Category | undefined, count: number) {
  const order: BookListOrder = "top-sellers";
  return { order, category, limit: count };
}

export function topSellersApiPath(category: Category | undefined, count: number): string {
  return apiPath(API.listBooks, {}, topSellersApiQuery(category, count));
}
