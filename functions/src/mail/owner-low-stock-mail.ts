import { LOW_STOCK_MAX } from "@bookstore/shared/books/stock.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";

import { composeMail, link, paragraph } from "./mail-layout.ts";

export interface LowStockBook {
  id: string;
  title: string;
  stock: number;
}

/** The book's Edit page in the dashboard, where its stock is set. */
export function editBookUrl(origin: string, bookId: string): string {
  return `${origin}/dashboard/edit-book/${encodeURIComponent(bookId)}`;
}

/** Sent to the store's owner when a title's stock falls to the low-stock line or below. */
export function ownerLowStockMail(book: LowStockBook, origin: string): MailMessage {
  const left = book.stock === 0 ? "none left" : `${book.stock} left`;
  return composeMail(`Running low: ${book.title} (${left})`, [
    paragraph(
      `“${book.title}” has ${book.stock === 0 ? "no copies" : `${book.stock} ${book.stock === 1 ? "copy" : "copies"}`} left, at or below the low-stock line of ${LOW_STOCK_MAX}.`,
    ),
    paragraph(
      "You hear of it once each time it falls to the line; a restock above it starts again.",
    ),
    link("Restock it", editBookUrl(origin, book.id)),
  ]);
}
