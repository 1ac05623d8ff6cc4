import type { Instant } from "./date.ts";

/** The store's locale (see date.ts): Intl formats in it whatever the browser prefers. */
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
