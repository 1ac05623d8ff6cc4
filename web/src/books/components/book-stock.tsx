import type { Book } from "@bookstore/shared/books/books-api.ts";
import { preOrderLabel } from "@bookstore/shared/books/pre-order-label.ts";
import { isForthcoming } from "@bookstore/shared/books/publication.ts";
import { stockLabel, stockLevel, type StockLevel } from "@bookstore/shared/books/stock.ts";

const LEVEL_CLASSES: Record<StockLevel | "pre-order", string> = {
  "in-stock": "text-emerald-800",
  low: "text-amber-800",
  out: "text-red-700",
  "pre-order": "text-sky-800",
};

/**
 * "In stock", "Only N left" or "Out of stock", as a book's card and page show it; a forthcoming
 * book shows when it publishes instead ("Pre-order — publishes March 12, 2027").
 */
export function BookStock({
  book,
  className = "",
}: {
  book: Pick<Book, "stock" | "publishedOn">;
  className?: string;
}) {
  const preOrder = isForthcoming(book);
  const level = preOrder ? "pre-order" : stockLevel(book.stock);
  return (
    <p
      className={`text-sm font-medium ${LEVEL_CLASSES[level]} ${className}`}
      data-testid="book-stock"
    >
      {preOrder ? preOrderLabel(book.publishedOn) : stockLabel(book.stock)}
    </p>
  );
}
