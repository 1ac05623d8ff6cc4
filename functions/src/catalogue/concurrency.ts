/** The items in runs of `size` (the last may be shorter), in order. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/** Runs `task` on every item with at most `limit` running at once; results keep the items' order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A function that lets at most `limit` calls of `task` run at once; the others wait their turn. */
export function limitConcurrency<A extends unknown[], R>(
  limit: number,
  task: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (...args) => {
    // A finishing call hands its slot straight to the next waiting one, so none can slip in.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task(...args);
    } finally {
      const nextInLine = waiting.shift();
      if (nextInLine) nextInLine();
      else running -= 1;
    }
  };
}
