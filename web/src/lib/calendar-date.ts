const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A day in the visitor's time zone as "November 22, 2026". Written out rather than formatted
 * with Intl: Chromium's first Intl date format sets up ICU, a long main-thread task on pages
 * that must stay responsive while their books arrive.
 */
export function calendarDate(date: Date): string {
  return `${MONTHS[date.getMonth()] ?? ""} ${date.getDate()}, ${date.getFullYear()}`;
}
