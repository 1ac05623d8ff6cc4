import { isForthcoming } from "@bookstore/shared/books/publication.ts";
import { sumCents, toCents, type Cents } from "@bookstore/shared/core/money.ts";
import type { StoredOrderItem } from "@bookstore/shared/orders/order.ts";

export interface PricedBook {
  id: string;
  title: string;
  /** Dollars, as the book stores its price. */
  newPrice: number;
  /** The book's generation, which the order's line keeps; absent on a book stored without one. */
  generation?: string;
  /** The book's publication day (YYYY-MM-DD), when it has one. */
  publishedOn?: string;
}

export interface OrderPricing {
  items: StoredOrderItem[];
  totalCents: Cents;
}

/**
 * The order's lines at the books' current prices, each with the book's generation and, for a
 * book not out at `now`, its publication day (a pre-order); and their total in integer cents.
 */
export function priceOrder(books: readonly PricedBook[], now: Date = new Date()): OrderPricing {
  const items = books.map((book) => ({
    bookId: book.id,
    title: book.title,
    unitPriceCents: toCents(book.newPrice),
    ...(book.generation === undefined ? {} : { bookGeneration: book.generation }),
    ...(isForthcoming(book, now) ? { publishesOn: book.publishedOn } : {}),
  }));
  return { items, totalCents: sumCents(items.map((item) => item.unitPriceCents)) };
}

/** A total the client sent ("12.50", already checked against TOTAL_PRICE_PATTERN) in cents. */
export function centsOfTotalPrice(totalPrice: string): Cents {
  return Number(totalPrice.replace(".", ""));
}
