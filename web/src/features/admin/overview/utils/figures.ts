import { formatMonth } from "@bookstore/shared/format/date.ts";

/** "2026-03" -> "Mar 2026" (the API's months are UTC). Anything else is shown as given. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const [, year, monthNumber] = match;
  return formatMonth(Date.UTC(Number(year), Number(monthNumber) - 1, 1), { timeZone: "UTC" });
}

/** "(13%)": the trending card's label from the API's whole percent. */
export function shareLabel(percent: number): string {
  return `(${String(Math.round(percent))}%)`;
}

/** A bar's width in percent of the largest value (0 when every value is 0). */
export function barPercent(value: number, largest: number): number {
  return largest > 0 ? Math.round((value / largest) * 100) : 0;
}
