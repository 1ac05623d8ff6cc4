/** A book's stock as shoppers see it, and how the store splits it into shards. */

/** At or below this many copies a book shows "Only N left" and counts as low stock. */
export const LOW_STOCK_MAX = 5;

/** Copies one book may hold; the admin forms and the API refuse more. */
export const MAX_STOCK = 100_000;

/**
 * Shards per book. An order takes its copy from one shard in a transaction that touches only
 * that shard, so this many orders of one title can commit at once without waiting for each other.
 */
export const STOCK_SHARD_COUNT = 10;

export const STOCK_LABELS = {
  inStock: "In stock",
  outOfStock: "Out of stock",
  lowStock: (count: number) => `Only ${count} left`,
} as const;

export type StockLevel = "in-stock" | "low" | "out";

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return "out";
  return stock <= LOW_STOCK_MAX ? "low" : "in-stock";
}

export function isOutOfStock(stock: number): boolean {
  return stockLevel(stock) === "out";
}

/** The titles of the books with no copy left, in the order given. */
export function soldOutTitles(books: readonly { title: string; stock: number }[]): string[] {
  return books.filter((book) => isOutOfStock(book.stock)).map((book) => book.title);
}

/** The cart's warning and the 409 of an order that asks for a copy the store no longer has: it names the titles. */
export function soldOutMessage(titles: readonly string[]): string {
  const named = titles.map((title) => `"${title}"`).join(", ");
  const which = titles.length === 1 ? "it" : "them";
  return `Sold out: ${named}. Remove ${which} from your cart to place the order.`;
}

/** Whether stock going from `before` to `after` falls to the low-stock line: once per fall. */
export function fallsToLowStock(before: number, after: number): boolean {
  return before > LOW_STOCK_MAX && after <= LOW_STOCK_MAX;
}

/** A book's copies and sales: the sums over its stock shards. */
export function sumShards(shards: readonly { stock: number; sold: number }[]): {
  stock: number;
  sold: number;
} {
  return shards.reduce(
    (sum, shard) => ({ stock: sum.stock + shard.stock, sold: sum.sold + shard.sold }),
    { stock: 0, sold: 0 },
  );
}

export function stockLabel(stock: number): string {
  const level = stockLevel(stock);
  if (level === "out") return STOCK_LABELS.outOfStock;
  return level === "low" ? STOCK_LABELS.lowStock(stock) : STOCK_LABELS.inStock;
}

/** `stock` spread over the shards as evenly as whole copies allow, the first shards one more. */
export function splitStock(stock: number, shards: number = STOCK_SHARD_COUNT): number[] {
  const each = Math.floor(stock / shards);
  const rest = stock % shards;
  return Array.from({ length: shards }, (_, index) => each + (index < rest ? 1 : 0));
}
