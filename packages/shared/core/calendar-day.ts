/** A day written YYYY-MM-DD, as an owner names the days of an export. */

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1-12) and day of a day written YYYY-MM-DD; null for another text. */
export function calendarDayParts(day: string): [number, number, number] | null {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** True for a real day written YYYY-MM-DD ("2026-02-30" is not one). */
export function isCalendarDay(day: string): boolean {
  const parts = calendarDayParts(day);
  if (!parts) return false;
  const [year, month, date] = parts;
  const utc = new Date(Date.UTC(year, month - 1, date));
  return (
    utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date
  );
}
