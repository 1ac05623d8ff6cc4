import { createHash } from "node:crypto";

import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { countersCollection } from "../../functions/src/lib/collections/rate-limits.ts";
import { ADMIN_MESSAGES, type AdminLoginResponse } from "../../functions/src/shared/admin-api.ts";
import { COLLECTIONS } from "../../functions/src/shared/collections.ts";
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

const PASSWORD = "throwaway-password";
const WRONG = "not-the-password";
/** Every login runs a scrypt derivation (N=2^17), slow by design, so these tests get time. */
const SLOW_MS = 120_000;
const attempts = countersCollection(adminDb, COLLECTIONS.loginAttempts);

/** The limiter's document of a username: the SHA-256 of its key, never the name in clear. */
function attemptsDoc(username: string) {
  return attempts.doc(createHash("sha256").update(`admin-login:${username}`).digest("hex"));
}

function login(username: unknown, password: unknown) {
  return api<AdminLoginResponse & ErrorBody>("/api/auth/admin", {
    method: "POST",
    json: { username, password },
  });
}

const usernames: string[] = [];

async function throwawayAdmin(label: string): Promise<string> {
  const username = await createThrowawayAdmin(label, PASSWORD);
  usernames.push(username);
  return username;
}

afterAll(async () => {
  await Promise.all(
    usernames.map(async (username) => {
      await deleteThrowawayAdmin(username);
      await attemptsDoc(username).delete();
    }),
  );
});

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
    await attemptsDoc(`${username}-nobody`).delete();
  });

  it("takes about as long for an unknown user as for a wrong password", async () => {
    const username = await throwawayAdmin("timing");
    const timed = async (name: string): Promise<number> => {
      const started = performance.now();
      const { status } = await login(name, WRONG);
      expect(status).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      known.push(await timed(username));
      unknown.push(await timed(`${username}-nobody`));
    }
    // A password check is a scrypt derivation (tens of ms at least); skipping it would show.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
    await attemptsDoc(`${username}-nobody`).delete();
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

describe("lockout after 5 failed attempts within 15 minutes", { timeout: SLOW_MS }, () => {
  it("refuses the 6th attempt with 429 and Retry-After, even with the right password", async () => {
    const username = await throwawayAdmin("lock");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { status } = await login(username, WRONG);
      expect(status).toBe(401);
    }
    const locked = await login(username, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: ADMIN_MESSAGES.tooManyAttempts(15) });
    expect(locked.body.message).toBe(
      "Too many failed sign-in attempts. Please try again in 15 minutes.",
    );
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login(username, WRONG)).status).toBe(429);
  });

  it("keeps the counter in Firestore under a hash of the username", async () => {
    const username = await throwawayAdmin("stored");
    await login(username, WRONG);
    await login(username, WRONG);
    const stored = (await attemptsDoc(username).get()).data();
    expect(stored?.count).toBe(2);
    expect(JSON.stringify(stored)).not.toContain(username);
  });

  it("lets the admin in again once the window has passed", async () => {
    const username = await throwawayAdmin("window");
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(username, WRONG);
    expect((await login(username, PASSWORD)).status).toBe(429);
    // Move the window's start 15 minutes and 1 second into the past.
    const windowStartedAt = Timestamp.fromMillis(Date.now() - 15 * 60_000 - 1000);
    await attemptsDoc(username).update({ windowStartedAt });
    const { status, body } = await login(username, PASSWORD);
    expect(status).toBe(200);
    expect(typeof body.token).toBe("string");
  });

  it("tells the minutes left when the window is partly over", async () => {
    const username = await throwawayAdmin("minutes");
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(username, WRONG);
    const windowStartedAt = Timestamp.fromMillis(Date.now() - 14 * 60_000 - 30_000);
    await attemptsDoc(username).update({ windowStartedAt });
    const { status, body, headers } = await login(username, PASSWORD);
    expect(status).toBe(429);
    expect(body).toEqual({
      message: "Too many failed sign-in attempts. Please try again in 1 minute.",
    });
    expect(Number(headers.get("retry-after"))).toBeLessThanOrEqual(30);
  });

  it("resets the count after a successful sign-in", async () => {
    const username = await throwawayAdmin("reset");
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(username, WRONG)).status).toBe(401);
    }
    expect((await login(username, PASSWORD)).status).toBe(200);
    expect((await attemptsDoc(username).get()).exists).toBe(false);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(username, WRONG)).status).toBe(401);
    }
    expect((await login(username, WRONG)).status).toBe(429);
  });

  it("counts concurrent attempts exactly: of 10 at once at most 5 are checked", async () => {
    const username = await throwawayAdmin("burst");
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(username, WRONG)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it("locks one username without touching another", async () => {
    const locked = await throwawayAdmin("one");
    const other = await throwawayAdmin("other");
    for (let attempt = 1; attempt <= 5; attempt += 1) await login(locked, WRONG);
    expect((await login(locked, PASSWORD)).status).toBe(429);
    expect((await login(other, PASSWORD)).status).toBe(200);
  });
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
    expect(body).toEqual({ message: ADMIN_MESSAGES.adminOnly });
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
