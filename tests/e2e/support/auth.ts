import { expect, type Page } from "@playwright/test";

import type {} from "../../../web/src/lib/emulator-test-hooks-types.ts";
import { EMULATOR_HOSTS } from "../../../scripts/lib/paths.mjs";

/** The Auth emulator of this suite (its ports shift with BOOKSTORE_EMULATOR_PORT_OFFSET). */
const AUTH_EMULATOR = `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}`;
const API_KEY = "demo-api-key";

/**
 * Creates an e-mail/password account in the Auth emulator; returns its uid. The address starts
 * verified, as after following the verification link (the store takes orders only then), unless
 * `verified` is false, as the sign-up page leaves it.
 */
export async function createAccount(
  email: string,
  password: string,
  displayName?: string,
  { verified = true }: { verified?: boolean } = {},
): Promise<string> {
  // Only the project's owner (the emulator's "Bearer owner") may create an account verified.
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(verified ? { Authorization: "Bearer owner" } : {}),
      },
      body: JSON.stringify({
        email,
        password,
        displayName,
        ...(verified ? { emailVerified: true } : { returnSecureToken: true }),
      }),
    },
  );
  const body = (await response.json()) as { localId?: string; error?: { message: string } };
  if (!body.localId)
    throw new Error(`could not create ${email}: ${body.error?.message ?? response.status}`);
  return body.localId;
}

/** A fresh address for one test. */
export function uniqueEmail(prefix = "shopper"): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs the page's app in without the login screen (emulator builds expose this hook). */
export async function signInThroughApp(page: Page, email: string, password: string): Promise<void> {
  await page.waitForFunction(() => window.bookstoreTestHooks !== undefined);
  await page.evaluate(([e, p]) => window.bookstoreTestHooks?.signIn(e, p), [
    email,
    password,
  ] as const);
  await expect(page.getByRole("button", { name: /^Account of / })).toBeVisible();
}
