/** An admin session ends this long after the admin signed in; the API and rules agree. */
export const ADMIN_SESSION_MS = 3600 * 1000;

/** The expiry dialog, shown for 3 s before the admin lands on '/'. */
export const ADMIN_SESSION_MESSAGES = {
  expiredTitle: "Token expired!",
  expiredText: "Please login again.",
} as const;

export const ADMIN_EXPIRY_DIALOG_MS = 3000;

/**
 * When the session that signed in at `authTime` (the ID token's auth_time, as Firebase's
 * IdTokenResult gives it: a date string) ends, in epoch milliseconds. An unreadable time ends it
 * at once.
 */
export function adminSessionEndsAt(authTime: string): number {
  const signedInAt = Date.parse(authTime);
  return Number.isNaN(signedInAt) ? 0 : signedInAt + ADMIN_SESSION_MS;
}

/** How long until the session ends; 0 when it already has. */
export function msUntilAdminSessionEnds(authTime: string, nowMs: number): number {
  return Math.max(0, adminSessionEndsAt(authTime) - nowMs);
}
