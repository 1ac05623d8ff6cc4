import type { Response } from "express";

import type { CallerKind } from "@bookstore/shared/api/access.ts";

/**
 * The caller the middleware identified (enforce-entry.ts), as handlers see it: the kind it let
 * through, and for a signed-in caller the account's uid and, only when the token says the address
 * is verified, that address. A handler finds personal data by `uid`, or by `verifiedEmail`; an
 * unverified address never reaches it.
 */
export interface Caller {
  kind: CallerKind;
  /** Null for a visitor. */
  uid: string | null;
  /** The token's address, normalized (trimmed, lower-case), when the token says it is verified. */
  verifiedEmail: string | null;
  /** The account's display name from the token, if any. */
  name: string | null;
  /** When the account signed in (seconds), not when the token was last refreshed; 0 for none. */
  signedInAt: number;
}

/** A caller that is signed in: what an entry that lets no visitor through hands its handler. */
export interface SignedInCaller extends Caller {
  uid: string;
}

const CALLER_LOCAL = "caller";

export function setCaller(res: Response, caller: Caller): void {
  res.locals[CALLER_LOCAL] = caller;
}

/** The caller of a request the middleware let through. */
export function callerOf(res: Response): Caller {
  const caller = res.locals[CALLER_LOCAL] as Caller | undefined;
  if (caller === undefined) {
    throw new Error("No caller: the route was mounted without its contract entry's middleware.");
  }
  return caller;
}

/** The signed-in caller of an entry whose access lets no visitor through. */
export function signedInCaller(res: Response): SignedInCaller {
  const caller = callerOf(res);
  if (caller.uid === null) {
    throw new Error("A visitor reached a handler whose entry lets only signed-in callers through.");
  }
  return { ...caller, uid: caller.uid };
}

/** A customer whose address the token says is verified: what a verifiedCustomer entry gets. */
export interface VerifiedCaller extends SignedInCaller {
  verifiedEmail: string;
}

/** The caller of an entry whose access lets only customers with a verified address through. */
export function verifiedCaller(res: Response): VerifiedCaller {
  const caller = signedInCaller(res);
  if (caller.verifiedEmail === null) {
    throw new Error("An unverified caller reached a handler of a verifiedCustomer entry.");
  }
  return { ...caller, verifiedEmail: caller.verifiedEmail };
}
