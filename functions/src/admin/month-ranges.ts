export interface MonthRange {
  /** "YYYY-MM", UTC. */
  month: string;
  start: Date;
  /** The first instant of the next month (exclusive). */
  end: Date;
}

/** The last `count` UTC calendar months, oldest first, ending with the month of `now`. */
export function lastMonths(now: Date, count: number): MonthRange[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const offset = month - (count - 1 - index);
    const start = new Date(Date.UTC(year, offset, 1));
    return {
      month: `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, "0")}`,
      start,
      end: new Date(Date.UTC(year, offset + 1, 1)),
    };
  });
}
