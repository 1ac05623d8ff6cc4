/**
 * A fixed-window counter (rateLimits/<id>), keyed by the SHA-256 of the
 * limited key; `expiresAt` lets a Firestore TTL policy remove stale windows.
 */
export interface RateLimitDocument<TTimestamp> {
  count: number;
  windowStartedAt: TTimestamp;
  expiresAt: TTimestamp;
}

/**
 * loginAttempts/<id>: one client's failed admin sign-ins on one username, keyed by the SHA-256
 * of the pair; `expiresAt` lets a Firestore TTL policy remove pairs that stopped failing.
 */
export interface LoginAttemptsDocument<TTimestamp> {
  failures: number;
  /** Null while the pair is not locked. */
  lockedUntil: TTimestamp | null;
  lastFailureAt: TTimestamp;
  expiresAt: TTimestamp;
}
