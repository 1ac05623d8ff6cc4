import { createHash } from "node:crypto";

import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AdminLoginResponse } from "@bookstore/shared/accounts/accounts-api.ts";
import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { ADMIN_LOGIN_LIMITS, ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";

import { loginClientKey, loginPairKey } from "../../functions/src/auth/login-lockout.ts";
import { loginAttemptsCollection } from "../../functions/src/lib/collections/login-attempts.ts";
import { countersCollection } from "../../functions/src/lib/collections/rate-limits.ts";
import accounts from "../../scripts/seed/demo-accounts.json" with { type: "json" };
import {
  adminDb,
  api,
  claimsOf,
  createThrowawayAdmin,
  deleteThrowawayAdmin,
  signInWithCustomToken,
  waitPastSignInSecond,
  type ErrorBody,
} from "../support/admin-session.ts";
import { signUpCustomer } from "../support/auth-tokens.ts";
import { forgedEntries, ROUTES, testClient, type Route } from "../support/client-addresses.ts";

const PASSWORD = "throwaway-password";
const WRONG = "not-the-password";
/** Every login runs a scrypt derivation (N=2^17), slow by design, so these tests get time. */
const SLOW_MS = 120_000;
const pairs = loginAttemptsCollection(adminDb);
const clientCaps = countersCollection(adminDb, COLLECTIONS.rateLimits);

function sha256(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** The lockout's document of one client and username: a hash, never either in clear. */
function pairDoc(client: string, username: string) {
  return pairs.doc(sha256(loginPairKey(client, username)));
}

/** The client's cap on attempts, whatever the username. */
function capDoc(client: string) {
  return clientCaps.doc(sha256(loginClientKey(client)));
}

/** The client every test request comes from unless it names another; each test has its own. */
let defaultClient = testClient();

function login(
  username: unknown,
  password: unknown,
  { client = defaultClient, route = "hosting", forged = [] }: LoginFrom = {},
) {
  const { base, headers } = ROUTES[route];
  return api<AdminLoginResponse & ErrorBody>("/api/auth/admin", {
    method: "POST",
    json: { username, password },
    headers: headers(client, forged),
    base,
  });
}

interface LoginFrom {
  client?: string;
  route?: Route;
  forged?: string[];
}

const usernames: string[] = [];
const clients: string[] = [];

function newClient(): string {
  const client = testClient();
  clients.push(client);
  return client;
}

async function throwawayAdmin(label: string): Promise<string> {
  const username = await createThrowawayAdmin(label, PASSWORD);
  usernames.push(username);
  defaultClient = newClient();
  return username;
}

afterAll(async () => {
  await Promise.all(usernames.map((username) => deleteThrowawayAdmin(username)));
  await Promise.all(
    clients.flatMap((client) => [
      capDoc(client).delete(),
      ...usernames.flatMap((username) => [
        pairDoc(client, username).delete(),
        pairDoc(client, `${username}-nobody`).delete(),
      ]),
    ]),
  );
});

/** Moves the pair's lock into the past, as if its minutes had gone by. */
async function waitOutLock(client: string, username: string): Promise<void> {
  await pairDoc(client, username).update({ lockedUntil: Timestamp.fromMillis(Date.now() - 1000) });
}

describe("POST /api/auth/admin", () => {
  it("answers the demo admin a custom token that signs in as an admin", async () => {
    const { status, body } = await login(accounts.admin.username, accounts.admin.password);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["token"]);
    const idToken = await signInWithCustomToken(body.token);
    expect(claimsOf(idToken)).toMatchObject({ admin: true, user_id: "admin-admin" });
    const stats = await api("/api/admin", { token: idToken });
    expect(stats.status).toBe(200);
  });

  it("accepts the username in any case and with surrounding spaces", async () => {
    const username = await throwawayAdmin("case");
    const { status } = await login(`  ${username.toUpperCase()} `, PASSWORD);
    expect(status).toBe(200);
  });

  it("answers a wrong password and an unknown user alike: 401, same body", async () => {
    const username = await throwawayAdmin("wrong");
    const wrongPassword = await login(username, WRONG);
    const unknownUser = await login(`${username}-nobody`, PASSWORD);
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: ADMIN_MESSAGES.wrongCredentials });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it.each([
    [{ password: PASSWORD }, "username: is required"],
    [{ username: "admin" }, "password: is required"],
    [{ username: "   ", password: PASSWORD }, "username: is required"],
    [{ username: 42, password: PASSWORD }, "username: must be text"],
    [
      { username: "admin", password: "x".repeat(1025) },
      "password: must be at most 1024 characters",
    ],
    [{ username: "admin", password: PASSWORD, admin: true }, 'Unrecognized key: "admin"'],
  ])("answers %j with 400 %s", async (json, message) => {
    const { status, body } = await api("/api/auth/admin", { method: "POST", json });
    expect(status).toBe(400);
    expect(body).toEqual({ message });
  });

  it("answers other methods with 405", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      expect((await api("/api/auth/admin", { method })).status).toBe(405);
    }
    expect((await api("/api/auth/admin/logout", { method: "GET" })).status).toBe(405);
  });
});

const { maxFailures, perClient } = ADMIN_LOGIN_LIMITS;

describe("lockout per client and username, growing delays", { timeout: SLOW_MS }, () => {
  it("refuses a client's 6th attempt on a username with 429 and Retry-After, even with the right password", async () => {
    const username = await throwawayAdmin("lock");
    for (let attempt = 1; attempt <= maxFailures; attempt += 1) {
      expect((await login(username, WRONG)).status).toBe(401);
    }
    const locked = await login(username, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: ADMIN_MESSAGES.tooManyAttempts(1) });
    expect(locked.body.message).toBe(
      "Too many failed sign-in attempts. Please try again in 1 minute.",
    );
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(40);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await login(username, WRONG)).status).toBe(429);
  });

  it("never locks the admin out of their own client, whatever other clients fail", async () => {
    const username = await throwawayAdmin("victim");
    const attackers = [newClient(), newClient()];
    for (const attacker of attackers) {
      for (let attempt = 1; attempt <= maxFailures; attempt += 1) {
        expect((await login(username, WRONG, { client: attacker })).status).toBe(401);
      }
      expect((await login(username, WRONG, { client: attacker })).status).toBe(429);
    }
    // The attack as a throwaway caller sends it: straight to the function, forging entries.
    const direct = { client: attackers[0], route: "direct" as const, forged: [defaultClient] };
    expect((await login(username, PASSWORD, direct)).status).toBe(429);
    const { status, body } = await login(username, PASSWORD);
    expect(status).toBe(200);
    expect(typeof body.token).toBe("string");
  });

  it("makes each further failure's lock twice as long: 1, 2, then 4 minutes", async () => {
    const username = await throwawayAdmin("grow");
    for (let attempt = 1; attempt <= maxFailures; attempt += 1) await login(username, WRONG);
    const retryAfters: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const locked = await login(username, PASSWORD);
      expect(locked.status).toBe(429);
      retryAfters.push(Number(locked.headers.get("retry-after")));
      await waitOutLock(defaultClient, username);
      expect((await login(username, WRONG)).status).toBe(401);
    }
    const last = await login(username, PASSWORD);
    expect(last.status).toBe(429);
    expect(last.body.message).toBe(ADMIN_MESSAGES.tooManyAttempts(8));
    retryAfters.push(Number(last.headers.get("retry-after")));
    retryAfters.forEach((seconds, index) => {
      const minutes = 2 ** index;
      expect(seconds).toBeGreaterThan(minutes * 60 - 20);
      expect(seconds).toBeLessThanOrEqual(minutes * 60);
    });
    await waitOutLock(defaultClient, username);
    expect((await login(username, PASSWORD)).status).toBe(200);
  });

  it("keeps the failures in Firestore under a hash of the client and username", async () => {
    const username = await throwawayAdmin("stored");
    await login(username, WRONG);
    await login(username, WRONG);
    const stored = (await pairDoc(defaultClient, username).get()).data();
    expect(stored?.failures).toBe(2);
    expect(stored?.lockedUntil).toBeNull();
    const text = JSON.stringify(stored);
    expect(text).not.toContain(username);
    expect(text).not.toContain(defaultClient);
  });

  it("clears the client's failures after a successful sign-in", async () => {
    const username = await throwawayAdmin("reset");
    for (let attempt = 1; attempt < maxFailures; attempt += 1) {
      expect((await login(username, WRONG)).status).toBe(401);
    }
    expect((await login(username, PASSWORD)).status).toBe(200);
    expect((await pairDoc(defaultClient, username).get()).exists).toBe(false);
    for (let attempt = 1; attempt <= maxFailures; attempt += 1) {
      expect((await login(username, WRONG)).status).toBe(401);
    }
    expect((await login(username, WRONG)).status).toBe(429);
  });

  it("counts concurrent attempts exactly: of 10 at once at most 5 are checked", async () => {
    const username = await throwawayAdmin("burst");
    // Ten transactions on one document may outlast the SDK's retries on a loaded machine; the
    // API then answers 503 with Retry-After, and a client tries again after it, as here.
    const answered = async () => {
      for (;;) {
        const answer = await login(username, WRONG);
        if (answer.status !== 503) return answer;
        const retryAfter = Number(answer.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      }
    };
    const answers = await Promise.all(Array.from({ length: 10 }, answered));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it("locks one username without touching another of the same client", async () => {
    const locked = await throwawayAdmin("one");
    const other = await createThrowawayAdmin("other", PASSWORD);
    usernames.push(other);
    for (let attempt = 1; attempt <= maxFailures; attempt += 1) await login(locked, WRONG);
    expect((await login(locked, PASSWORD)).status).toBe(429);
    expect((await login(other, PASSWORD)).status).toBe(200);
  });
});

describe(`a client's cap: ${perClient.attempts} attempts per ${perClient.windowMinutes} minutes, any usernames`, () => {
  /** Uses up all but `left` of the client's attempts, as earlier attempts would have. */
  async function spendCap(client: string, left: number): Promise<void> {
    const now = Timestamp.now();
    await capDoc(client).set({
      count: perClient.attempts - left,
      windowStartedAt: now,
      expiresAt: Timestamp.fromMillis(now.toMillis() + perClient.windowMinutes * 60_000),
    });
  }

  it("answers 429 with Retry-After once the cap is spent, before the lockout or any hash", async () => {
    const username = await throwawayAdmin("capped");
    await spendCap(defaultClient, 1);
    const last = await login(`${username}-nobody`, WRONG);
    expect(last.status).toBe(401);
    expect((await pairDoc(defaultClient, `${username}-nobody`).get()).data()?.failures).toBe(1);
    const capped = await login(username, PASSWORD);
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({
      message: ADMIN_MESSAGES.tooManyAttempts(perClient.windowMinutes),
    });
    const retryAfter = Number(capped.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan((perClient.windowMinutes - 1) * 60);
    expect(retryAfter).toBeLessThanOrEqual(perClient.windowMinutes * 60);
    // Refused before the lockout step: the pair was never counted, so nothing was hashed.
    expect((await pairDoc(defaultClient, username).get()).exists).toBe(false);
    expect((await capDoc(defaultClient).get()).data()?.count).toBe(perClient.attempts);
  });

  it.each(["hosting", "direct"] as const)(
    "holds %s whatever X-Forwarded-For the caller forges, and spares other clients",
    async (route) => {
      const username = await throwawayAdmin(`cap-${route}`);
      await spendCap(defaultClient, 0);
      for (let index = 0; index < 5; index += 1) {
        const forged = forgedEntries(index);
        const answer = await login(`nobody-${String(index)}`, WRONG, { route, forged });
        expect({ index, status: answer.status }).toEqual({ index, status: 429 });
      }
      expect((await login(username, PASSWORD, { client: newClient(), route })).status).toBe(200);
    },
  );
});

describe("POST /api/auth/admin/logout", () => {
  let idToken: string;
  let username: string;

  beforeAll(async () => {
    username = await throwawayAdmin("logout");
    const { body } = await login(username, PASSWORD);
    idToken = await signInWithCustomToken(body.token);
  });

  it("answers 401 without a token and 403 for a customer", async () => {
    expect((await api("/api/auth/admin/logout", { method: "POST" })).status).toBe(401);
    const customer = await signUpCustomer();
    const { status, body } = await api("/api/auth/admin/logout", {
      method: "POST",
      token: customer.idToken,
    });
    expect(status).toBe(403);
    expect(body).toEqual({ message: ACCESS_MESSAGES.adminOnly });
  });

  it("answers 204 and the session's tokens stop working", async () => {
    expect((await api("/api/admin", { token: idToken })).status).toBe(200);
    await waitPastSignInSecond(idToken);
    const { status, body } = await api("/api/auth/admin/logout", {
      method: "POST",
      token: idToken,
    });
    expect(status).toBe(204);
    expect(body).toBeUndefined();
    expect((await api("/api/admin", { token: idToken })).status).toBe(401);
  });
});
