/** One key per checkout attempt: the API creates at most one order per key. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll("-", "");
}
