/**
 * A fixed-window counter (rateLimits/<id>, loginAttempts/<id>), keyed by the SHA-256 of the
 * limited key; `expiresAt` lets a Firestore TTL policy remove stale windows.
 */
export interface RateLimitDocument<TTimestamp> {
  count: number;
  windowStartedAt: TTimestamp;
  expiresAt: TTimestamp;
}
