import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from "@bookstore/shared/accounts/account.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import {
  adminAuth,
  api,
  signedInSecondsAgo,
  signInWithCustomToken,
  type ErrorBody,
} from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { deleteMailTo, mailTo } from "../support/mail.ts";

const PATH = "/api/account/password";
const OLD_PASSWORD = "customer-password";
const SCRIPT = "<script>alert(1)</script>";
const IMAGE = "<img src=x onerror=alert(1)>";
const IDENTITY_TOOLKIT = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}/identitytoolkit.googleapis.com/v1`;

/** Signs in through the Auth emulator's REST API: the ID token, or the error it answers. */
async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${IDENTITY_TOOLKIT}/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  return body.idToken ?? `error: ${body.error?.message ?? String(response.status)}`;
}

function changePassword(token: string | undefined, json: unknown) {
  return api<ErrorBody>(PATH, { method: "POST", token, json });
}

const accounts: SignedInAccount[] = [];

/** A customer named to test the mail's escaping, signed in just now. */
async function namedCustomer(): Promise<SignedInAccount> {
  const customer = await signUpCustomer(uniqueEmail("account-password"));
  accounts.push(customer);
  await adminAuth.updateUser(customer.uid, { displayName: `Ann ${SCRIPT} ${IMAGE}` });
  return { ...customer, idToken: await signIn(customer.email, OLD_PASSWORD) };
}

let customer: SignedInAccount;

beforeAll(async () => {
  customer = await namedCustomer();
});

afterAll(async () => {
  await Promise.all(
    accounts.map(async ({ uid, email }) => {
      await deleteMailTo(email);
      await adminAuth.deleteUser(uid);
    }),
  );
});

describe("POST /api/account/password", () => {
  it("answers 401 without a token or with a garbage one", async () => {
    for (const token of [undefined, "not.a.token"]) {
      const answer = await changePassword(token, { password: "a-new-password" });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(MESSAGES.signInRequired);
    }
  });

  it("answers 401 to a session signed in over 5 minutes ago, asking to sign in again", async () => {
    // A custom-token account: the emulator records no revocation time for it, so the aged
    // token reaches the sign-in check instead of being refused as revoked.
    const uid = `account-password-${Date.now()}`;
    const token = await signInWithCustomToken(await adminAuth.createCustomToken(uid));
    try {
      const fresh = await changePassword(token, { password: "a-new-password" });
      expect(fresh.status).toBe(400);
      expect(fresh.body.message).toBe(ACCOUNT_MESSAGES.noPassword);

      const stale = signedInSecondsAgo(token, ACCOUNT_LIMITS.recentSignInSeconds + 60);
      const answer = await changePassword(stale, { password: "a-new-password" });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(ACCOUNT_MESSAGES.recentSignInRequired);
    } finally {
      await adminAuth.deleteUser(uid);
    }
  });

  it.each([
    ["a number", { password: 12345678 }, `password: ${ACCOUNT_MESSAGES.passwordNotText}`],
    ["null", { password: null }, `password: ${ACCOUNT_MESSAGES.passwordNotText}`],
    ["an array", { password: ["a-new-password"] }, `password: ${ACCOUNT_MESSAGES.passwordNotText}`],
    ["an object", { password: { $ne: "" } }, `password: ${ACCOUNT_MESSAGES.passwordNotText}`],
    ["missing", {}, `password: ${ACCOUNT_MESSAGES.passwordNotText}`],
    ["5 characters", { password: "12345" }, `password: ${ACCOUNT_MESSAGES.passwordTooShort}`],
    [
      "4,097 characters",
      { password: "p".repeat(4097) },
      `password: ${ACCOUNT_MESSAGES.passwordTooLong}`,
    ],
    ["sent with an extra field", { password: "a-new-password", uid: "someone" }, /uid/],
    ["a body that is an array", ["a-new-password"], /JSON object/],
  ])("answers 400 to a password that is %s and changes nothing", async (_label, json, message) => {
    const answer = await changePassword(customer.idToken, json);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await signIn(customer.email, OLD_PASSWORD)).not.toMatch(/^error/);
    expect(await mailTo(customer.email)).toEqual([]);
  });

  it("changes the password and queues one escaped password-changed mail", async () => {
    const answer = await changePassword(customer.idToken, { password: "brand-new-pass" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });

    expect(await signIn(customer.email, "brand-new-pass")).not.toMatch(/^error/);
    expect(await signIn(customer.email, OLD_PASSWORD)).toMatch(
      /^error: INVALID_(PASSWORD|LOGIN_CREDENTIALS)/,
    );

    const mail = await mailTo(customer.email);
    expect(mail).toHaveLength(1);
    const [sent] = mail;
    expect(sent).toMatchObject({ to: customer.email, kind: "password-changed" });
    expect(Object.keys(sent?.message ?? {}).sort()).toEqual(["html", "subject", "text"]);
    const { subject, text, html } = sent?.message ?? { subject: "", text: "", html: "" };
    expect(subject).toBe(ACCOUNT_MESSAGES.passwordChangedSubject);
    expect(text).toContain(`Hello Ann ${SCRIPT} ${IMAGE},`);
    expect(text).toMatch(/Reset your password: http:\/\/\S+\/forgot-password/);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toMatch(/<a href="http:\/\/[^"]+\/forgot-password">Reset your password<\/a>/);
  });
});
