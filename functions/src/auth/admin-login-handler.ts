import type { RequestHandler, Response } from "express";

import { clientAddress } from "../http/client-address.ts";
import { minutesLeft, retryAfterSeconds } from "../http/fixed-window.ts";
import { HttpError } from "../http/http-error.ts";
import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { GateFull } from "../lib/concurrency-gate.ts";
import { ADMIN_MESSAGES, type AdminLoginResponse } from "../shared/admin-api.ts";
import { adminLoginSchema } from "../shared/admin-requests.ts";
import * as API from "../shared/api/contract.ts";
import { MESSAGES } from "../shared/messages.ts";

import type { LoginLockout } from "./login-attempts-store.ts";

type Admission = { allowed: true } | { allowed: false; retryAfterMs: number };

/** What a sign-in needs, apart so the order of the steps can be checked without Firebase. */
export interface AdminLoginSteps {
  /** Every attempt of a client, whatever the username; reset by a successful sign-in. */
  clientCap: {
    consume(client: string): Promise<Admission>;
    reset(client: string): Promise<void>;
  };
  lockout: LoginLockout;
  /** Whether this instance already runs and queues as many password checks as it may. */
  hashingFull(): boolean;
  /**
   * The slow part: a scrypt check, as slow for an unknown username as for a known one. Rejects
   * with GateFull when this instance has no slot for it.
   */
  checkPassword(username: string, password: string): Promise<boolean>;
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
 * POST /api/auth/admin. Cheap refusals come first: a 503 when this instance has no room for
 * another password check (before anything is counted, so a flood of others' attempts costs the
 * admin no failure), the client's cap on attempts, then the lock of this client and username;
 * only then is a password hashed, in a slot of the instance's cap (a 503 when a burst took the
 * last one meanwhile). Failures are counted per client and username, so nobody else's failures
 * lock an admin out of their own client.
 */
export function adminLoginHandler(steps: AdminLoginSteps): RequestHandler {
  return async (req, res) => {
    const { username, password } = parseOrThrow(adminLoginSchema, req.body);
    if (steps.hashingFull()) busy();
    const client = clientAddress(req);
    const capped = await steps.clientCap.consume(client);
    if (!capped.allowed) refuse(res, capped.retryAfterMs);
    const admitted = await steps.lockout.admit(client, username);
    if (!admitted.allowed) refuse(res, admitted.retryAfterMs);
    const valid = await steps.checkPassword(username, password).catch((error: unknown) => {
      if (error instanceof GateFull) busy();
      throw error;
    });
    if (!valid) {
      throw new HttpError(401, ADMIN_MESSAGES.wrongCredentials);
    }
    await Promise.all([steps.lockout.clear(client, username), steps.clientCap.reset(client)]);
    const answer: AdminLoginResponse = { token: await steps.customToken(username) };
    sendJson(res, API.adminLogin, answer);
  };
}
