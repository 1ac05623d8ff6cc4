import { stockLabel, stockLevel, type StockLevel } from "@bookstore/shared/books/stock.ts";

const LEVEL_CLASSES: Record<StockLevel, string> = {
  "in-stock": "text-emerald-800",
  low: "text-amber-800",
  out: "text-red-700",
};

/** "In stock", "Only N left" or "Out of stock", as a book's card and page show it. */
export function BookStock({ stock, className = "" }: { stock: number; className?: string }) {
  return (
    <p
      className={`text-sm font-medium ${LEVEL_CLASSES[stockLevel(stock)]} ${className}`}
      data-testid="book-stock"
    >
      {stockLabel(stock)}
    </p>
  );
}
