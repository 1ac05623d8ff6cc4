import type { MailMessage } from "../shared/mail.ts";
import { formatCents } from "../shared/money.ts";
import { LOW_STOCK_MAX } from "../shared/stock.ts";

import { composeMail, link, paragraph, table } from "./mail-layout.ts";

export interface SummaryFigures {
  until: Date;
  orders: number;
  cents: number;
  lowStockCount: number;
  lowStock: readonly { title: string; stock: number }[];
}

const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** The owner's daily summary: the last 24 hours' orders and revenue, and the titles running low. */
export function ownerDailySummaryMail(summary: SummaryFigures, origin: string): MailMessage {
  const { orders, cents, lowStockCount, lowStock } = summary;
  const day = DAY.format(summary.until);
  const ordersText = `${orders} ${orders === 1 ? "order" : "orders"}`;
  return composeMail(`Your day: ${ordersText}, $${formatCents(cents)} (${day})`, [
    paragraph(
      `In the 24 hours to ${summary.until.toISOString().slice(11, 16)} UTC on ${day}: ${ordersText} placed and not cancelled, $${formatCents(cents)} in cash on delivery.`,
    ),
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
