import type { DecodedIdToken, UserRecord } from "firebase-admin/auth";
import { z } from "zod";

/**
 * The Auth emulator stamps a new account's sign-in time and its "tokens valid after" time from
 * two clock reads, both cut to whole seconds. When a second boundary falls between the two reads
 * (a busy machine), the sign-up's own ID token has an `auth_time` one second before
 * `tokensValidAfterTime`, and verifyIdToken calls it revoked although nothing revoked it. This
 * recognises exactly that token: signed in during the second the account was created, with the
 * account's stamp one second later. A real revocation in that same second is indistinguishable
 * and is let through; revoking a session within a second of creating the account is not a case
 * the store needs to serve.
 */
export function isSignUpStampRace(
  authTimeSeconds: number,
  user: Pick<UserRecord, "tokensValidAfterTime"> & { metadata: { creationTime: string } },
): boolean {
  if (user.tokensValidAfterTime === undefined) return false;
  const createdSeconds = Math.floor(Date.parse(user.metadata.creationTime) / 1000);
  const validAfterSeconds = Math.floor(Date.parse(user.tokensValidAfterTime) / 1000);
  return authTimeSeconds === createdSeconds && validAfterSeconds === createdSeconds + 1;
}

const claimsSchema = z.looseObject({
  aud: z.string(),
  auth_time: z.number(),
  exp: z.number(),
  iat: z.number(),
  iss: z.string(),
  sub: z.string(),
  firebase: z.looseObject({
    identities: z.record(z.string(), z.unknown()),
    sign_in_provider: z.string(),
  }),
});

/**
 * The claims of a token verifyIdToken has already checked in every way but revocation (it checks
 * revocation last), shaped as verifyIdToken returns them; null when they are not a Firebase ID
 * token's.
 */
export function checkedTokenClaims(idToken: string): DecodedIdToken | null {
  const payload = idToken.split(".")[1] ?? "";
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const claims = claimsSchema.safeParse(json);
  return claims.success ? { ...claims.data, uid: claims.data.sub } : null;
}
