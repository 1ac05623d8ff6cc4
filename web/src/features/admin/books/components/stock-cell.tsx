import { stockLabel, stockLevel, type StockLevel } from "@bookstore/shared/books/stock.ts";

const LEVEL_CLASS: Record<Exclude<StockLevel, "in-stock">, string> = {
  low: "text-amber-800",
  out: "text-red-700",
};

/** A book's copies, and the shop's "Only N left" or "Out of stock" when it is running out. */
export function StockCell({ stock }: { stock: number }) {
  const level = stockLevel(stock);
  return (
    <span className="flex flex-col">
      <span data-testid="book-stock">{stock}</span>
      {level !== "in-stock" && (
        <span className={`text-xs font-medium ${LEVEL_CLASS[level]}`}>{stockLabel(stock)}</span>
      )}
    </span>
  );
}
