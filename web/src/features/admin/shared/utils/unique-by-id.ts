/** Pages of a live listing can overlap after a change: each item once, first seen wins. */
export function uniqueById<T extends { _id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item._id)) return false;
    seen.add(item._id);
    return true;
  });
}
