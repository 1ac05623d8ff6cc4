import type { Request } from "express";
import type { DecodedIdToken } from "firebase-admin/auth";

import { normalizeEmail } from "@bookstore/shared/accounts/email.ts";

import { isAdminSession } from "./admin-session.ts";
import type { Caller } from "./caller.ts";
import { verifiedIdToken } from "./require-auth.ts";

function kindOf(
  token: DecodedIdToken,
  verifiedEmail: string | null,
  nowSeconds: number,
): Caller["kind"] {
  if (token.admin === true) {
    return isAdminSession(token, nowSeconds) ? "adminSession" : "staleAdmin";
  }
  return verifiedEmail === null ? "unverifiedCustomer" : "customer";
}

export const VISITOR: Caller = {
  kind: "visitor",
  uid: null,
  verifiedEmail: null,
  name: null,
  signedInAt: 0,
};

/**
 * Who is calling: a visitor without an Authorization header, else the account of a verified (and
 * not revoked) ID token. A refused token is a 401 and a check that cannot finish a 503 with
 * Retry-After (require-auth.ts).
 */
export async function identifyCaller(req: Request): Promise<Caller> {
  if (req.get("Authorization") === undefined) return VISITOR;
  const token = await verifiedIdToken(req);
  const verifiedEmail =
    token.email_verified === true && typeof token.email === "string" && token.email.trim() !== ""
      ? normalizeEmail(token.email)
      : null;
  return {
    kind: kindOf(token, verifiedEmail, Math.floor(Date.now() / 1000)),
    uid: token.uid,
    verifiedEmail,
    name: typeof token.name === "string" ? token.name : null,
    signedInAt: token.auth_time,
  };
}
