/** The items whose `_id` is in `ids`, in the order of `ids`; ids without an item are left out. */
export function inIdOrder<T extends { _id: string }>(
  items: readonly T[],
  ids: readonly string[],
): T[] {
  const byId = new Map(items.map((item) => [item._id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
