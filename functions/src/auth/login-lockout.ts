import { ADMIN_LOGIN_LIMITS } from "@bookstore/shared/dashboard/admin-api.ts";

/** One client's record of failures on one username. */
export interface LoginFailures {
  /** Attempts counted as failures; an attempt counts before its password is checked. */
  failures: number;
  /** 0 while the pair is not locked. */
  lockedUntilMs: number;
  lastFailureMs: number;
}

export type LoginAdmission =
  { allowed: true; next: LoginFailures } | { allowed: false; retryAfterMs: number };

const MINUTE_MS = 60_000;

/** The key of a client's cap on sign-in attempts, in rateLimits (stored only as its SHA-256). */
export function loginClientKey(client: string): string {
  return `admin-login:${client}`;
}

/** The key of one client's attempts on one username, in loginAttempts (stored as its SHA-256). */
export function loginPairKey(client: string, username: string): string {
  return `admin-login:${client}:${username}`;
}

/**
 * How long a pair is locked after its `failures`-th failure: nothing before maxFailures, then
 * firstLockMinutes, doubled by each further failure up to maxLockMinutes.
 */
export function lockMs(failures: number, limits = ADMIN_LOGIN_LIMITS): number {
  if (failures < limits.maxFailures) return 0;
  const doublings = Math.min(failures - limits.maxFailures, 30);
  return Math.min(limits.firstLockMinutes * 2 ** doublings, limits.maxLockMinutes) * MINUTE_MS;
}

/**
 * Whether a pair may try a password at `nowMs`. An admitted attempt counts as a failure at once
 * (so concurrent attempts cannot overshoot the lock); a successful sign-in forgets the pair.
 */
export function admitAttempt(
  current: LoginFailures | undefined,
  nowMs: number,
  limits = ADMIN_LOGIN_LIMITS,
): LoginAdmission {
  const forgetMs = limits.forgetFailuresHours * 60 * MINUTE_MS;
  const forgotten =
    current === undefined ||
    nowMs - current.lastFailureMs >= forgetMs ||
    nowMs < current.lastFailureMs;
  const state = forgotten ? { failures: 0, lockedUntilMs: 0, lastFailureMs: nowMs } : current;
  if (state.lockedUntilMs > nowMs) {
    return { allowed: false, retryAfterMs: state.lockedUntilMs - nowMs };
  }
  const failures = state.failures + 1;
  const lock = lockMs(failures, limits);
  return {
    allowed: true,
    next: { failures, lockedUntilMs: lock === 0 ? 0 : nowMs + lock, lastFailureMs: nowMs },
  };
}
