import { describe, expect, it } from "vitest";

import { ACCOUNT_DATA_MESSAGES } from "@bookstore/shared/accounts/account-data.ts";
import { ACCOUNT_LIMITS } from "@bookstore/shared/accounts/account.ts";
import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { accountDeletionFixture, deleteAccount, signIn } from "../support/account-deletion.ts";
import { adminAuth, signedInSecondsAgo, signInWithCustomToken } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail } from "../support/auth-tokens.ts";

const fixture = accountDeletionFixture("account-delete-refused");

describe("POST /api/account/delete refused", () => {
  it("answers 401 without a token or with a garbage one", async () => {
    for (const token of [undefined, "not.a.token"]) {
      const answer = await deleteAccount(token);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(MESSAGES.signInRequired);
    }
  });

  it("answers 401 to a sign-in over 5 minutes old and deletes nothing", async () => {
    // A custom-token account: the emulator records no revocation time for it, so the aged
    // token reaches the sign-in check instead of being refused as revoked.
    const uid = `account-delete-${Date.now()}`;
    const token = await signInWithCustomToken(await adminAuth.createCustomToken(uid));
    try {
      const stale = signedInSecondsAgo(token, ACCOUNT_LIMITS.recentSignInSeconds + 60);
      const answer = await deleteAccount(stale);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(ACCOUNT_DATA_MESSAGES.recentSignInRequired);
      expect((await adminAuth.getUser(uid)).uid).toBe(uid);
    } finally {
      await adminAuth.deleteUser(uid);
    }
  });

  it("answers 403 to an admin session", async () => {
    const answer = await deleteAccount(fixture.adminToken());
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(ACCESS_MESSAGES.customersOnly);
  });

  it.each([
    ["a field", { confirm: true }, /confirm/],
    ["an array", [], /JSON object/],
  ])("answers 400 to a body with %s and deletes nothing", async (_label, json, message) => {
    const customer = await signUpCustomer(uniqueEmail("account-delete-body"));
    fixture.track(customer);
    const answer = await deleteAccount(customer.idToken, json);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await signIn(customer.email)).toBe("ok");
  });
});
