const BEARER = /^Bearer +(\S+) *$/i;

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  return BEARER.exec(header ?? "")?.[1] ?? null;
}
