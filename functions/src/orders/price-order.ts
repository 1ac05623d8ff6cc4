import { sumCents, toCents, type Cents } from "../shared/money.ts";
import type { OrderItem } from "../shared/order.ts";

export interface PricedBook {
  id: string;
  title: string;
  /** Dollars, as the book stores its price. */
  newPrice: number;
}

export interface OrderPricing {
  items: OrderItem[];
  totalCents: Cents;
}

/** The order's lines at the books' current prices, and their total in integer cents. */
export function priceOrder(books: readonly PricedBook[]): OrderPricing {
  const items = books.map((book) => ({
    bookId: book.id,
    title: book.title,
    unitPriceCents: toCents(book.newPrice),
  }));
  return { items, totalCents: sumCents(items.map((item) => item.unitPriceCents)) };
}

/** A total the client sent ("12.50", already checked against TOTAL_PRICE_PATTERN) in cents. */
export function centsOfTotalPrice(totalPrice: string): Cents {
  return Number(totalPrice.replace(".", ""));
}
