import { formatDateTime } from "@bookstore/shared/format/date.ts";

/** A stored time as the inbox shows it; nothing when the API sent none or an unreadable one. */
export function inboxDate(iso: string | undefined): string | undefined {
  if (iso === undefined) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : formatDateTime(time);
}
