/**
 * Random orders for the category carousels, drawn on the server for the page it sends (so the
 * page can fetch the first cover early) or in the browser, and kept while the books update.
 */

/**
 * Items in random order, each ranked once by `random` (ranks are kept by key in `ranks`): the
 * same items come back in the same order when their data changes, and a new one takes a random
 * place among them.
 */
export function shuffledByRank<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  ranks: Map<string, number>,
  random: () => number = Math.random,
): T[] {
  const rankOf = (item: T): number => {
    const key = keyOf(item);
    const known = ranks.get(key);
    if (known !== undefined) return known;
    const rank = random();
    ranks.set(key, rank);
    return rank;
  };
  return items
    .map((item) => ({ item, rank: rankOf(item) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item);
}

/**
 * Ranks that keep items in the order given (an order drawn already, e.g. by the server), for
 * `shuffledByRank` to go on from: a book that joins later still takes a random place.
 */
export function ranksInOrder<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
): Map<string, number> {
  return new Map(items.map((item, index) => [keyOf(item), (index + 0.5) / items.length]));
}
