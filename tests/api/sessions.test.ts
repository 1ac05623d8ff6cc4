import { describe, expect, it } from "vitest";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { waitPastSignInSecond } from "../support/admin-session.ts";
import { bearer, signUpCustomer } from "../support/auth-tokens.ts";
import { requestJson, STORE_URL } from "../support/store.ts";

function ownOrders(email: string, idToken: string) {
  return requestJson(`/api/orders/email/${encodeURIComponent(email)}`, {
    headers: bearer(idToken),
  });
}

describe("POST /api/auth/logout", () => {
  it("revokes the customer's tokens: the ID token from before the sign-out gets 401", async () => {
    const customer = await signUpCustomer();
    expect((await ownOrders(customer.email, customer.idToken)).status).toBe(200);
    await waitPastSignInSecond(customer.idToken);

    const logout = await fetch(`${STORE_URL}/api/auth/logout`, {
      method: "POST",
      headers: bearer(customer.idToken),
    });
    expect(logout.status).toBe(204);

    const after = await ownOrders(customer.email, customer.idToken);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: MESSAGES.signInRequired });
  });

  it.each([
    ["no token", {}],
    ["a garbage token", bearer("not-a-token")],
  ])("answers %s with 401 JSON", async (_label, headers) => {
    const answer = await requestJson<{ message: string }>("/api/auth/logout", {
      method: "POST",
      headers,
    });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(MESSAGES.signInRequired);
  });

  it("answers other methods with 405", async () => {
    expect((await requestJson("/api/auth/logout")).status).toBe(405);
  });
});
