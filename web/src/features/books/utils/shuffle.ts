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
