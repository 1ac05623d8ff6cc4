/**
 * Dates as the store writes them for people. The screens, the pages the server renders and the
 * mails format dates and times only through this module and money only through core/money.ts, so each looks one way everywhere. The store speaks US English and
 * prices in US dollars, so it writes "en-US" whatever the visitor's browser prefers: a date in
 * another locale's order inside English sentences misreads, and the server's pages and mails have
 * no visitor locale to follow.
 */

/** An instant: a Date, epoch milliseconds or an ISO 8601 string. */
export type Instant = Date | number | string;

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

function writtenDate(year: number, monthIndex: number, day: number): string {
  return `${MONTHS[monthIndex] ?? ""} ${String(day)}, ${String(year)}`;
}

/**
 * The day of an instant as every screen, page and mail shows a date: "November 22, 2026"
 * (en-US's long date), in the visitor's time zone or in UTC.
 *
 * Written out rather than formatted with Intl: a page's first Intl format sets up ICU, a long
 * main-thread task, and the home and book pages show dates and prices in their first render
 * without needing Intl for anything else. The unit tests hold it to Intl's long date.
 */
export function formatDate(when: Instant, { timeZone }: { timeZone?: "UTC" } = {}): string {
  const date = new Date(when);
  return timeZone === "UTC"
    ? writtenDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
    : writtenDate(date.getFullYear(), date.getMonth(), date.getDate());
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day ("2026-06-14", no time and no zone) as formatDate writes dates:
 * "June 14, 2026" wherever the visitor is. Anything else is shown as given.
 */
export function formatDay(day: string): string {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  return writtenDate(Number(year), Number(month) - 1, Number(date));
}

/** The store's locale: Intl formats in it whatever the browser prefers. */
export const STORE_LOCALE = "en-US";

interface ZoneOption {
  /** An IANA time zone; the visitor's (the server's for mails) when left out. */
  timeZone?: string;
}

const FORMATS = {
  dateTime: { dateStyle: "long", timeStyle: "short" },
  time: { timeStyle: "short" },
  month: { month: "short", year: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Formatters are made on first use and kept: making one costs far more than formatting. */
const formatters = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();

function intlFormat(format: keyof typeof FORMATS, when: Instant, timeZone?: string): string {
  const key = `${format} ${timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(STORE_LOCALE, { ...FORMATS[format], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(when));
}

/** A date with its time of day: "November 22, 2026 at 3:04 PM" (formatDate's date, then the time). */
export function formatDateTime(when: Instant, { timeZone }: ZoneOption = {}): string {
  return intlFormat("dateTime", when, timeZone);
}

/** A time of day on its own: "3:04 PM". */
export function formatTime(when: Instant, { timeZone }: ZoneOption = {}): string {
  return intlFormat("time", when, timeZone);
}

/** A month as the dashboard's charts label it: "Mar 2026". */
export function formatMonth(when: Instant, { timeZone }: ZoneOption = {}): string {
  return intlFormat("month", when, timeZone);
}
