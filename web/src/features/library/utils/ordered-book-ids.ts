/** Firestore's `in` filter takes at most 30 values. */
export const MAX_LIBRARY_BOOKS = 30;

/** The distinct book ids of orders (newest first), in the order they were ordered, at most `max`. */
export function orderedBookIds(
  orders: readonly { productIds: readonly string[] }[],
  max = MAX_LIBRARY_BOOKS,
): string[] {
  const ids = new Set<string>();
  for (const order of orders) {
    for (const id of order.productIds) {
      if (ids.size >= max) return [...ids];
      ids.add(id);
    }
  }
  return [...ids];
}
