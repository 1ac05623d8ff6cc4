import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, Timestamp } from "firebase-admin/firestore";

import { adminsCollection, type StoredAdmin } from "../../functions/src/lib/collections/admins.ts";
import { hashPassword } from "../../functions/src/lib/password-hash.ts";

import { bearer, signInAdmin } from "./auth-tokens.ts";
import { STORE_URL } from "./store.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= "127.0.0.1:9099";

const app = getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A request to the store; an empty answer (204) has an undefined body. */
export async function api<T = unknown>(
  path: string,
  {
    method = "GET",
    token,
    json,
    body,
    headers = {},
    base = STORE_URL,
  }: {
    /** STORE_URL (through Hosting), or FUNCTIONS_URL to call the function at its own URL. */
    base?: string;
    method?: string;
    token?: string | null;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(json === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? bearer(token) : {}),
      ...headers,
    },
    body: json === undefined ? body : JSON.stringify(json),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text === "" ? undefined : JSON.parse(text)) as T,
  };
}

/** An ID token of a fresh admin session (signed in just now with an `admin: true` custom token). */
export async function adminIdToken(): Promise<string> {
  return (await signInAdmin()).idToken;
}

function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
}

/**
 * The same ID token as if its user had signed in `seconds` ago. The Auth emulator issues unsigned
 * tokens (alg "none") and the Admin SDK accepts them while it talks to the emulator, so rewriting
 * `auth_time` is how a test gets a session that is older than an hour without waiting.
 */
export function signedInSecondsAgo(idToken: string, seconds: number): string {
  const [header = "", payload = ""] = idToken.split(".");
  if (decodePart(header).alg !== "none") throw new Error("expected an emulator (unsigned) token");
  const claims = decodePart(payload);
  const authTime = Math.floor(Date.now() / 1000) - seconds;
  const aged = { ...claims, auth_time: authTime, iat: Math.max(authTime, Number(claims.iat)) };
  return `${header}.${Buffer.from(JSON.stringify(aged)).toString("base64url")}.`;
}

/** The claims of an ID token, unverified (tests only read what the emulator issued). */
export function claimsOf(idToken: string): Record<string, unknown> {
  return decodePart(idToken.split(".")[1] ?? "");
}

/**
 * Waits until the second after the token's sign-in. Revocation is recorded in whole seconds and
 * only refuses tokens whose sign-in came before it, so a sign-out in the same second would not.
 */
export async function waitPastSignInSecond(idToken: string): Promise<void> {
  const signedInAtMs = Number(claimsOf(idToken).auth_time) * 1000;
  const waitMs = signedInAtMs + 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
}

/** Signs in with a custom token (as the admin SPA does after POST /api/auth/admin). */
export async function signInWithCustomToken(token: string): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken?: string };
  if (!idToken) throw new Error(`signInWithCustomToken answered ${response.status}`);
  return idToken;
}

/**
 * Each password's stored hash, derived once per test file: a derivation is slow by design, and
 * the API checks an attempt against whatever salt the stored hash holds, so throwaway admins
 * with one password may share it.
 */
const passwordHashes = new Map<string, Promise<string>>();

function storedHashOf(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (hash === undefined) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/** An admin account of one test (never the demo admin, so it is never locked out). */
export async function createThrowawayAdmin(label: string, password: string): Promise<string> {
  const username = `t-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const now = Timestamp.now();
  const admin: StoredAdmin = {
    username,
    passwordHash: await storedHashOf(password),
    createdAt: now,
    updatedAt: now,
  };
  await adminsCollection(adminDb).doc(username).create(admin);
  return username;
}

export async function deleteThrowawayAdmin(username: string): Promise<void> {
  await adminsCollection(adminDb).doc(username).delete();
  await adminAuth.deleteUser(`admin-${username}`).catch(() => undefined);
}

export type ErrorBody = { message: string };
