import { LOW_STOCK_MAX } from "@bookstore/shared/books/stock.ts";
import { formatMoney } from "@bookstore/shared/core/money.ts";
import { formatDate, formatTime } from "@bookstore/shared/format/date.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";

import { composeMail, link, paragraph, table } from "./mail-layout.ts";

export interface SummaryFigures {
  until: Date;
  orders: number;
  cents: number;
  /** Orders ready for collection in the shop and not yet collected, whenever placed. */
  awaitingCollection: number;
  lowStockCount: number;
  lowStock: readonly { title: string; stock: number }[];
}

/**
 * The owner's daily summary: the last 24 hours' orders and revenue, the orders waiting in the
 * shop for their customers, and the titles running low.
 */
export function ownerDailySummaryMail(summary: SummaryFigures, origin: string): MailMessage {
  const { orders, cents, awaitingCollection, lowStockCount, lowStock } = summary;
  const day = formatDate(summary.until, { timeZone: "UTC" });
  const time = formatTime(summary.until, { timeZone: "UTC" });
  const money = formatMoney(cents);
  const ordersText = `${orders} ${orders === 1 ? "order" : "orders"}`;
  return composeMail(`Your day: ${ordersText}, ${money} (${day})`, [
    paragraph(
      `In the 24 hours to ${time} UTC on ${day}: ${ordersText} placed and not cancelled, ${money} to be paid in cash, on delivery or at collection.`,
    ),
    paragraph(`Awaiting collection: ${awaitingCollection}`),
    lowStockCount === 0
      ? paragraph(`No title is at or below the low-stock line of ${LOW_STOCK_MAX}.`)
      : paragraph(
          `${lowStockCount} ${lowStockCount === 1 ? "title is" : "titles are"} at or below the low-stock line of ${LOW_STOCK_MAX}${lowStockCount > lowStock.length ? `; the ${lowStock.length} with fewest copies` : ""}:`,
        ),
    ...(lowStock.length === 0
      ? []
      : [table(lowStock.map((book) => [book.title, `${book.stock} left`] as const))]),
    link("Open the dashboard", `${origin}/dashboard`),
  ]);
}
