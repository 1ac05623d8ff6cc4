import type { BookListOrder } from "@bookstore/shared/books/book-list-order.ts";
import type { Category } from "@bookstore/shared/books/categories.ts";
import { TOP_SELLERS_SHOWN } from "@bookstore/shared/books/first-screens.ts";

export { TOP_SELLERS_SHOWN };

/** GET /api/books's query for the best sellers (units sold, then newest), of every category or one. */
export function topSellersQuery(category: Category | "") {
  const order: BookListOrder = "top-sellers";
  return { order, category: category || undefined, limit: TOP_SELLERS_SHOWN };
}
