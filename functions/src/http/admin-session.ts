/** An admin session ends this long after the admin signed in, whatever the token's expiry. */
export const ADMIN_SESSION_SECONDS = 3600;

/** The claims of a verified ID token that make an admin session. */
export interface SessionClaims {
  auth_time: number;
  admin?: unknown;
}

/** True for an admin whose sign-in (not token refresh) was under an hour ago. */
export function isAdminSession(claims: SessionClaims, nowSeconds: number): boolean {
  return claims.admin === true && nowSeconds - claims.auth_time < ADMIN_SESSION_SECONDS;
}
