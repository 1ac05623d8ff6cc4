import { describe, expect, it } from "vitest";

import { bearer } from "../support/auth-tokens.ts";
import { requestJson } from "../support/store.ts";

process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";

const PROJECT = "demo-bookstore";
const ADMIN_API = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}`;
const OWNER = { Authorization: "Bearer owner", "Content-Type": "application/json" };

interface StoredAccount {
  createdAt: string;
  validSince: string;
}

async function lookUp(localId: string): Promise<StoredAccount> {
  const response = await fetch(`${ADMIN_API}/accounts:lookup`, {
    method: "POST",
    headers: OWNER,
    body: JSON.stringify({ localId: [localId] }),
  });
  const { users } = (await response.json()) as { users?: StoredAccount[] };
  const user = users?.[0];
  if (!user) throw new Error(`no account ${localId}`);
  return user;
}

/**
 * An account whose "tokens valid after" stamp is the second after the second it was created in,
 * as the Auth emulator's sign-up leaves it when a second boundary falls between its two clock
 * reads. The emulator stamps an imported account with the import's time and keeps the given
 * creation time, so this imports one created half a second into the previous second, retrying
 * in the rare case the import itself crosses a second boundary.
 */
async function accountStampedASecondLate(): Promise<{ uid: string; createdSeconds: number }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const uid = `stamp-race-${Date.now()}-${attempt}`;
    const createdAt = (Math.floor(Date.now() / 1000) - 1) * 1000 + 500;
    const response = await fetch(`${ADMIN_API}/accounts:batchCreate`, {
      method: "POST",
      headers: OWNER,
      body: JSON.stringify({
        users: [{ localId: uid, email: `${uid}@example.com`, emailVerified: true, createdAt }],
      }),
    });
    expect(response.status).toBe(200);
    const stored = await lookUp(uid);
    const createdSeconds = Math.floor(Number(stored.createdAt) / 1000);
    if (Number(stored.validSince) === createdSeconds + 1) return { uid, createdSeconds };
  }
  throw new Error("could not import an account stamped a second after its creation");
}

/** An ID token as the Auth emulator issues them (unsigned), signed in at `authTime`. */
function emulatorIdToken(uid: string, authTime: number): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: authTime,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email: `${uid}@example.com`,
    email_verified: true,
    firebase: { identities: { email: [`${uid}@example.com`] }, sign_in_provider: "password" },
  };
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}

/** 404 means the token was accepted and the (unknown) order looked for; 401 that it was refused. */
function getUnknownOrder(idToken: string) {
  return requestJson<{ message: string }>("/api/orders/no-such-order", {
    headers: bearer(idToken),
  });
}

describe("a token from the sign-up whose account stamp fell into the next second", () => {
  it("is accepted, not answered 401 as if it had been revoked", async () => {
    const { uid, createdSeconds } = await accountStampedASecondLate();
    const answer = await getUnknownOrder(emulatorIdToken(uid, createdSeconds));
    expect(answer.status).toBe(404);
  });

  it("a token signed in before the account's creation second is still refused", async () => {
    const { uid, createdSeconds } = await accountStampedASecondLate();
    const answer = await getUnknownOrder(emulatorIdToken(uid, createdSeconds - 1));
    expect(answer.status).toBe(401);
  });
});
