import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";

process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";

const IDENTITY_TOOLKIT = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
const API_KEY = "demo-api-key";

export interface SignedInAccount {
  uid: string;
  email: string;
  idToken: string;
}

interface SignInAnswer {
  localId?: string;
  idToken?: string;
  error?: { message: string };
}

interface SignedIn {
  idToken: string;
  localId: string | undefined;
}

async function identityToolkit(operation: string, body: object): Promise<SignedIn> {
  const response = await fetch(`${IDENTITY_TOOLKIT}/accounts:${operation}?key=${API_KEY}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const { localId, idToken, error } = (await response.json()) as SignInAnswer;
  if (!idToken) {
    throw new Error(`${operation} failed: ${error?.message ?? String(response.status)}`);
  }
  return { localId, idToken };
}

/** A fresh address, so one test file's orders never mix with another's. */
export function uniqueEmail(prefix = "shopper"): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const CUSTOMER_PASSWORD = "customer-password";

/**
 * Registers an e-mail/password customer in the Auth emulator with the address already verified
 * (as after following Firebase Auth's verification link: the store takes orders only from
 * verified addresses), and returns an ID token that says so.
 */
export async function signUpCustomer(email = uniqueEmail()): Promise<SignedInAccount> {
  // Created by the project's owner (the emulator's "Bearer owner"), the account can start verified.
  const response = await fetch(`${IDENTITY_TOOLKIT}/accounts:signUp?key=${API_KEY}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ email, password: CUSTOMER_PASSWORD, emailVerified: true }),
  });
  const created = (await response.json()) as SignInAnswer;
  if (created.localId === undefined) {
    throw new Error(`signUp of ${email} failed: ${created.error?.message ?? response.status}`);
  }
  // A sign-in's token, never the sign-up's (see signUpUnverifiedCustomer).
  const { idToken } = await identityToolkit("signInWithPassword", {
    email,
    password: CUSTOMER_PASSWORD,
  });
  return { uid: created.localId, email, idToken };
}

/**
 * Registers a customer as the sign-up page does, the address not verified yet, and signs them in.
 * The token is the sign-in's, not the sign-up's: the Auth emulator's sign-up reads the clock
 * twice (the token's auth_time, then the account's tokens-valid-after stamp, both in whole
 * seconds), and when a second boundary falls between the reads on a busy machine, its token
 * looks revoked to verifyIdToken. A sign-in's auth_time is never before the stamp.
 */
export async function signUpUnverifiedCustomer(email = uniqueEmail()): Promise<SignedInAccount> {
  const { localId } = await identityToolkit("signUp", { email, password: CUSTOMER_PASSWORD });
  if (localId === undefined) throw new Error(`signUp of ${email} answered no uid`);
  const { idToken } = await identityToolkit("signInWithPassword", {
    email,
    password: CUSTOMER_PASSWORD,
  });
  return { uid: localId, email, idToken };
}

/** Signs in with a custom token carrying `admin: true`, as the admin login does. */
export async function signInAdmin(uid = `admin-${Date.now()}`): Promise<SignedInAccount> {
  const app = getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" });
  const token = await getAuth(app).createCustomToken(uid, { admin: true });
  const { idToken } = await identityToolkit("signInWithCustomToken", { token });
  return { uid, email: "", idToken };
}

/** An Authorization header for a token. */
export function bearer(idToken: string): { Authorization: string } {
  return { Authorization: `Bearer ${idToken}` };
}
