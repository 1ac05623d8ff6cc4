import { formatCents, toCents, type Cents } from "../core/money.ts";

/**
 * Money as the store shows it: US dollars with two decimals and no grouping, 1250 -> "$12.50",
 * -500 -> "-$5.00" (en-US's currency format without the thousands separator). Written out from
 * integer cents, for the reason formatDate is (date.ts), and exact for any amount.
 */
export function formatMoney(cents: Cents): string {
  return `${cents < 0 ? "-" : ""}$${formatCents(Math.abs(cents))}`;
}

/** A dollar amount (a book's price, or the API's "12.50") as formatMoney shows money. */
export function formatDollars(dollars: number | string): string {
  return formatMoney(toCents(Number(dollars)));
}
