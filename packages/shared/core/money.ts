/** Money is integer cents, summed exactly and written "$12.50" for people, "12.50" for the API. */
export type Cents = number;

export function toCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  return Math.round(dollars * 100);
}

export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0);
}

export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** A subtotal: the sum of dollar prices, formatted to 2 decimals. */
export function formatTotal(dollars: readonly number[]): string {
  return formatCents(sumCents(dollars.map(toCents)));
}

/** True when a number has at most two digits after the decimal point. */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(toCents(dollars) - dollars * 100) < 1e-6;
}

/**
 * A dollar price as the API, the CSV files and structured data write it, without the currency
 * sign: 12.5 -> "12.50". People see money through formatMoney.
 */
export function formatPrice(dollars: number): string {
  return formatCents(toCents(dollars));
}

/**
 * Money as the store shows it: US dollars with two decimals and no grouping, 1250 -> "$12.50",
 * -500 -> "-$5.00" (en-US's currency format without the thousands separator). Written out from
 * integer cents, for the reason formatDate is (format/date.ts), and exact for any amount.
 */
export function formatMoney(cents: Cents): string {
  return `${cents < 0 ? "-" : ""}$${formatCents(Math.abs(cents))}`;
}

/** A dollar amount (a book's price, or the API's "12.50") as formatMoney shows money. */
export function formatDollars(dollars: number | string): string {
  return formatMoney(toCents(Number(dollars)));
}
