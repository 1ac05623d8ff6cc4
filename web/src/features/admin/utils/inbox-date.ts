const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A stored time as the inbox shows it; nothing when the API sent none or an unreadable one. */
export function inboxDate(iso: string | undefined): string | undefined {
  if (iso === undefined) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : DATE_TIME.format(time);
}
