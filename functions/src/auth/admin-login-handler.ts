import type { Response } from "express";

import * as API from "@bookstore/shared/accounts/accounts-api.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";

import { clientAddress } from "../http/client-address.ts";
import type { ServedEndpoint } from "../http/endpoint-router.ts";
import { minutesLeft, retryAfterSeconds } from "../http/fixed-window.ts";
import { HttpError } from "../http/http-error.ts";
import { route } from "../http/route.ts";
import type { GateReservation } from "../lib/concurrency-gate.ts";

import type { LoginLockout } from "./login-attempts-store.ts";

type CapDecision =
  { allowed: true; windowStartMs: number } | { allowed: false; retryAfterMs: number };

/** What a sign-in needs, apart so the order of the steps can be checked without Firebase. */
export interface AdminLoginSteps {
  /** Every attempt of a client, whatever the username; reset by a successful sign-in. */
  clientCap: {
    consume(client: string): Promise<CapDecision>;
    /** Takes back an attempt that never reached its password check. */
    refund(client: string, windowStartMs: number): Promise<void>;
    reset(client: string): Promise<void>;
  };
  lockout: LoginLockout;
  /** A place for one password check in this instance's cap, or null when it has none. */
  reserveHashing(): GateReservation | null;
  /** The slow part: a scrypt check in the reserved place, as slow for an unknown username. */
  checkPassword(username: string, password: string, place: GateReservation): Promise<boolean>;
  customToken(username: string): Promise<string>;
}

/** A slot is free again as soon as a check in progress ends. */
const BUSY_RETRY_AFTER_SECONDS = 1;

function busy(): never {
  throw new HttpError(503, MESSAGES.storeBusy, BUSY_RETRY_AFTER_SECONDS);
}

function refuse(res: Response, retryAfterMs: number): never {
  res.set("Retry-After", String(retryAfterSeconds(retryAfterMs)));
  throw new HttpError(429, ADMIN_MESSAGES.tooManyAttempts(minutesLeft(retryAfterMs)));
}

/**
 * POST /api/auth/admin. First a place for the password check is reserved in this instance's
 * cap, or the answer is a 503 before anything is counted: a flood of others' attempts costs the
 * admin no failure, and every attempt counted is an attempt checked. Then the cheap refusals:
 * the client's cap on attempts, then the lock of this client and username; only then is the
 * password hashed, in the reserved place. Failures are counted per client and username, so
 * nobody else's failures lock an admin out of their own client.
 */
export function adminLoginHandler(steps: AdminLoginSteps): ServedEndpoint {
  return route(API.adminLogin, async ({ body: { username, password }, req, res }) => {
    const place = steps.reserveHashing();
    if (place === null) busy();
    try {
      const client = clientAddress(req);
      const capped = await steps.clientCap.consume(client);
      if (!capped.allowed) refuse(res, capped.retryAfterMs);
      // A busy store fails the lockout's count; the client may retry without losing an attempt.
      const admitted = await steps.lockout.admit(client, username).catch(async (error: unknown) => {
        await steps.clientCap.refund(client, capped.windowStartMs).catch(() => undefined);
        throw error;
      });
      if (!admitted.allowed) refuse(res, admitted.retryAfterMs);
      if (!(await steps.checkPassword(username, password, place))) {
        throw new HttpError(401, ADMIN_MESSAGES.wrongCredentials);
      }
      await Promise.all([steps.lockout.clear(client, username), steps.clientCap.reset(client)]);
      return { token: await steps.customToken(username) };
    } finally {
      place.release();
    }
  });
}
