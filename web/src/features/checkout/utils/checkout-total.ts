import type { Book } from "@bookstore/shared/books/books-api.ts";
import { formatTotal } from "@bookstore/shared/core/money.ts";

/** What an empty cart totals: the checkout blocks an order at exactly this value. */
export const EMPTY_TOTAL = "0.00";

/** The total the customer sees and the order sends: current prices, 2 decimals. */
export function checkoutTotal(books: readonly Pick<Book, "newPrice">[]): string {
  return formatTotal(books.map((book) => book.newPrice));
}

export function isEmptyTotal(total: string): boolean {
  return total === EMPTY_TOTAL;
}
