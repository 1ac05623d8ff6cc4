import type { RequestHandler } from "express";

import {
  ACCESS_LEVELS,
  ACCESS_MESSAGES,
  tooManyAccountRequestsMessage,
  type CallerKind,
  type RateLimitDeclaration,
} from "@bookstore/shared/api/access.ts";
import type { Endpoint } from "@bookstore/shared/api/endpoint-types.ts";
import { tooManyRequestsMessage } from "@bookstore/shared/core/messages.ts";

import { DomainError } from "../lib/domain-errors.ts";

import { setCaller, type Caller } from "./caller.ts";
import { clientAddress } from "./client-address.ts";
import { entryRateLimiter } from "./entry-rate-limit.ts";
import { minutesLeft, retryAfterSeconds } from "./fixed-window.ts";
import { HttpError } from "./http-error.ts";
import { identifyCaller, VISITOR } from "./identify-caller.ts";

/** A handler's 4xx: the call was refused, nothing was carried out. */
function isRefusal(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 400 && error.status < 500;
  return error instanceof DomainError && error.kind !== "busy" && error.kind !== "limited";
}

/** Why a kind of caller is refused: the status and the message that says what to do. */
function refusal(kind: CallerKind, allowed: readonly CallerKind[]): HttpError {
  switch (kind) {
    case "visitor":
      return new HttpError(401, ACCESS_MESSAGES.signInRequired);
    case "unverifiedCustomer":
      return allowed.includes("customer")
        ? new HttpError(403, ACCESS_MESSAGES.verifyEmailFirst)
        : new HttpError(403, ACCESS_MESSAGES.adminOnly);
    case "customer":
      return new HttpError(403, ACCESS_MESSAGES.adminOnly);
    case "staleAdmin":
      return allowed.includes("adminSession")
        ? new HttpError(401, ACCESS_MESSAGES.sessionExpired)
        : new HttpError(403, ACCESS_MESSAGES.customersOnly);
    case "adminSession":
      return new HttpError(403, ACCESS_MESSAGES.customersOnly);
  }
}

/**
 * The one place an endpoint's trust is enforced: `handler` runs only for a caller of a kind the
 * entry's `access` lets through, and within the entry's `rateLimit` (per client address or per
 * account uid); it gets the caller from caller.ts. Past the limit, a 429 with Retry-After.
 *
 * The limit counts the calls the store carries out: a caller the access refuses is not counted (a
 * flood of them costs no counter write), and a call the handler refuses (a 4xx: malformed, unknown,
 * not allowed for this book or order) gets its count back before the answer goes, so a shopper's
 * typo or a sold-out book does not use up their allowance. What a refused call may still cost is
 * bounded by the handler itself (the admin sign-in's lockout counts its failures).
 */
export function enforceEntry(entry: Endpoint, handler: RequestHandler): RequestHandler {
  const allowed: readonly CallerKind[] = ACCESS_LEVELS[entry.access];
  const declaration: RateLimitDeclaration = entry.rateLimit;
  const limiter = entryRateLimiter(declaration);
  const bucket = declaration.bucket ?? entry.name;
  return async (req, res, next) => {
    const caller: Caller = entry.access === "anyone" ? VISITOR : await identifyCaller(req);
    if (!allowed.includes(caller.kind)) throw refusal(caller.kind, allowed);
    const perAccount = declaration.per === "account" && caller.uid !== null;
    const key = perAccount ? `${bucket}:uid:${caller.uid}` : `${bucket}:${clientAddress(req)}`;
    const decision = await limiter.consume(key);
    if (!decision.allowed) {
      const minutes = minutesLeft(decision.retryAfterMs);
      throw new HttpError(
        429,
        perAccount ? tooManyAccountRequestsMessage(minutes) : tooManyRequestsMessage(minutes),
        retryAfterSeconds(decision.retryAfterMs),
      );
    }
    setCaller(res, caller);
    try {
      await handler(req, res, next);
    } catch (error) {
      if (isRefusal(error)) {
        await limiter.refund(key, decision.counter.windowStartMs);
      }
      throw error;
    }
  };
}
