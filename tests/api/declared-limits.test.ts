import { afterAll, describe, expect, it } from "vitest";

import { tooManyAccountRequestsMessage } from "@bookstore/shared/api/access.ts";
import * as API from "@bookstore/shared/api/contract.ts";
import { tooManyRequestsMessage } from "@bookstore/shared/core/messages.ts";

import { adminAuth, api, type ErrorBody } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { ROUTES, testClient } from "../support/client-addresses.ts";
import { clearClientRateLimits } from "../support/rate-limits.ts";

/**
 * The middleware enforces each entry's declared rate limit before its handler runs: per client
 * (counted in the instance's memory for cheap reads) and per account (counted in Firestore).
 * Requests go one at a time, so the Functions emulator hands each to the same idle worker, the
 * one instance whose memory counts them, as one instance of the deployed function would.
 */

const accounts: SignedInAccount[] = [];

afterAll(async () => {
  await clearClientRateLimits();
  await Promise.all(accounts.map(({ uid }) => adminAuth.deleteUser(uid)));
});

describe("a per-client limit counted in the instance (GET /api/books/suggest)", () => {
  const { limit, windowMs } = API.suggestBooks.rateLimit;

  it(`answers ${limit} calls of one client, then 429 with Retry-After; other clients go on`, async () => {
    const client = testClient();
    const from = (who: string) =>
      api<ErrorBody>("/api/books/suggest?q=clock", { headers: ROUTES.hosting.headers(who) });
    const statuses: number[] = [];
    for (let call = 0; call < limit; call += 1) statuses.push((await from(client)).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const refused = await from(client);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(tooManyRequestsMessage(1));
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    expect((await from(testClient())).status).toBe(200);
  }, 120_000);
});

describe("a per-account limit counted in Firestore (the data export)", () => {
  const { limit, windowMs } = API.getAccountData.rateLimit;

  it(`answers ${limit} exports of one account, then 429; another account goes on`, async () => {
    await clearClientRateLimits();
    const [customer, other] = await Promise.all([
      signUpCustomer(uniqueEmail("limit-export")),
      signUpCustomer(uniqueEmail("limit-other")),
    ]);
    accounts.push(customer, other);
    const exportData = (token: string) =>
      api<ErrorBody>(API.getAccountData.path, {
        token,
        // Each call from a client of its own: the limit is the account's, not the connection's.
        headers: ROUTES.hosting.headers(testClient()),
      });
    const statuses: number[] = [];
    for (let call = 0; call < limit; call += 1) {
      statuses.push((await exportData(customer.idToken)).status);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const refused = await exportData(customer.idToken);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(tooManyAccountRequestsMessage(windowMs / 60_000));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await exportData(other.idToken)).status).toBe(200);
  }, 120_000);
});

describe("a call the handler refuses gives its count back", () => {
  it("lets a client send many more unknown-book reads than the limit allows", async () => {
    const client = testClient();
    const { limit } = API.getBook.rateLimit;
    const statuses = new Set<number>();
    for (let call = 0; call < limit + 20; call += 1) {
      const answer = await api<ErrorBody>(`/api/books/no-such-book-${call}`, {
        headers: ROUTES.hosting.headers(client),
      });
      statuses.add(answer.status);
    }
    expect([...statuses]).toEqual([404]);
  }, 180_000);
});
