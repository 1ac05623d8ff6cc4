/**
 * Values an instance works out once and reuses for `ttlMs`, by key. Callers asking while a
 * value is being worked out share that one piece of work; a failure is not kept, so the next
 * caller tries again. The caller bounds the keys (only keys of things that exist are asked).
 */
export function expiringMemo<T>(
  ttlMs: number,
  now: () => number = Date.now,
): (key: string, produce: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, { since: number; value: Promise<T> }>();
  return (key, produce) => {
    const nowMs = now();
    const kept = entries.get(key);
    if (kept && nowMs - kept.since < ttlMs && nowMs >= kept.since) return kept.value;
    const value = produce();
    entries.set(key, { since: nowMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
