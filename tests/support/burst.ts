export interface Timed<T> {
  value: T;
  /** From the moment the task started until it settled. */
  ms: number;
}

/**
 * Runs every task with at most `inFlight` running at once (a new one starts as soon as one
 * settles) and returns their results in the tasks' order, each with how long it took.
 */
export async function inBurst<T>(
  tasks: readonly (() => Promise<T>)[],
  inFlight: number,
): Promise<Timed<T>[]> {
  const results: Timed<T>[] = new Array<Timed<T>>(tasks.length);
  let next = 0;
  async function runner(): Promise<void> {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (!task) continue;
      const started = performance.now();
      const value = await task();
      results[index] = { value, ms: performance.now() - started };
    }
  }
  await Promise.all(Array.from({ length: Math.min(inFlight, tasks.length) }, runner));
  return results;
}
