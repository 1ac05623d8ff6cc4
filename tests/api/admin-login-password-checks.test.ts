import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AdminLoginResponse } from "@bookstore/shared/accounts/accounts-api.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";

import type { GateLimits } from "../../functions/src/lib/concurrency-gate.ts";
import { scryptGauge } from "../../functions/src/lib/password-hash.ts";
import {
  adminDb,
  createThrowawayAdmin,
  deleteThrowawayAdmin,
  type ErrorBody,
} from "../support/admin-session.ts";
import { testClient } from "../support/client-addresses.ts";
import { startApiInProcess, type InProcessApi } from "../support/in-process-api.ts";

/**
 * The cap on password checks is per instance, and the Functions emulator starts a worker per
 * concurrent request, so over HTTP each sign-in would have an instance of its own. The API runs
 * in this process instead, one instance against the emulator, and the scrypt derivations it
 * starts are counted where they run (password-hash.ts). Counting them, not timing answers,
 * shows that an unknown username is refused after the same work as a wrong password.
 */

const PASSWORD = "throwaway-password";
const WRONG = "not-the-password";
const BURST = 12;
/** Every sign-in runs a scrypt derivation (N=2^17), slow by design. */
const SLOW_MS = 120_000;

let api: InProcessApi;
let base = "";
let username = "";
let slots: GateLimits;

beforeAll(async () => {
  // The API's modules load after admin-session.ts has named the emulator and started the Admin
  // SDK app they share.
  expect(adminDb).toBeDefined();
  username = await createThrowawayAdmin("password-checks", PASSWORD);
  ({ ADMIN_PASSWORD_HASH_SLOTS: slots } = await import("../../functions/src/auth/admin-login.ts"));
  api = await startApiInProcess();
  base = api.base;
}, 90_000);

afterAll(async () => {
  await api.close();
  await deleteThrowawayAdmin(username);
});

/** A sign-in from its own client, so no per-client limit answers before the cap does. */
async function login(password: string, as = username) {
  const response = await fetch(`${base}/api/auth/admin`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": testClient() },
    body: JSON.stringify({ username: as, password }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as Partial<AdminLoginResponse & ErrorBody>,
  };
}

describe("admin sign-in: the cap on password checks one instance runs at once", () => {
  it(
    `answers a burst of ${BURST} with 503 past the cap and never runs more checks at once`,
    async () => {
      scryptGauge.resetPeak();
      const passwords = Array.from({ length: BURST }, (_, i) => (i % 2 === 0 ? PASSWORD : WRONG));
      const answers = await Promise.all(passwords.map((password) => login(password)));

      const busy = answers.filter((answer) => answer.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const answer of busy) {
        expect(answer.body).toEqual({ message: MESSAGES.storeBusy });
        expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      }
      // Every other sign-in was checked, and answered as its password deserves.
      answers.forEach((answer, i) => {
        if (answer.status === 503) return;
        if (passwords[i] === PASSWORD) {
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          expect(answer.body.token).toEqual(expect.any(String));
        } else {
          expect(answer.status, JSON.stringify(answer.body)).toBe(401);
        }
      });
      const { running, queued } = slots;
      expect(answers.length - busy.length).toBeGreaterThanOrEqual(running + queued);
      expect(scryptGauge.peak()).toBe(running);
    },
    SLOW_MS,
  );

  it(
    "frees every slot after the burst: the next sign-in gets its token",
    async () => {
      expect(scryptGauge.inFlight()).toBe(0);
      const answer = await login(PASSWORD);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.token).toEqual(expect.any(String));
    },
    SLOW_MS,
  );
});

describe("admin sign-in: an unknown username costs a password check", () => {
  /** The scrypt derivations one refused sign-in runs. */
  async function derivationsOfRefused(as: string): Promise<number> {
    const before = scryptGauge.started();
    const answer = await login(WRONG, as);
    expect(answer.status, JSON.stringify(answer.body)).toBe(401);
    expect(answer.body).toEqual({ message: ADMIN_MESSAGES.wrongCredentials });
    return scryptGauge.started() - before;
  }

  it(
    "runs one derivation, as a wrong password does, for an unknown or malformed username",
    async () => {
      // The instance derives its dummy hash on its first unknown username, then keeps it.
      await derivationsOfRefused(`${username}-nobody`);

      expect(await derivationsOfRefused(username)).toBe(1);
      expect(await derivationsOfRefused(`${username}-nobody`)).toBe(1);
      expect(await derivationsOfRefused("no such/admin")).toBe(1);
    },
    SLOW_MS,
  );
});
