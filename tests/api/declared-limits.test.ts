import { afterAll, describe, expect, it } from "vitest";

import { tooManyAccountRequestsMessage } from "../../functions/src/shared/api/access.ts";
import * as API from "../../functions/src/shared/api/contract.ts";
import { tooManyRequestsMessage } from "../../functions/src/shared/messages.ts";
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

describe("a per-account limit counted in Firestore (helpful votes)", () => {
  const { limit } = API.markReviewHelpful.rateLimit;

  it(`counts ${limit} votes of one account, whatever their answer, then 429; another account goes on`, async () => {
    await clearClientRateLimits();
    const [voter, other] = await Promise.all([
      signUpCustomer(uniqueEmail("limit-voter")),
      signUpCustomer(uniqueEmail("limit-other")),
    ]);
    accounts.push(voter, other);
    // A made-up review: each vote is counted, then answered 404 by the handler.
    const vote = (token: string) =>
      api<ErrorBody>("/api/books/no-such-book/reviews/no-such-review/helpful", {
        method: "POST",
        token,
        json: {},
        // Each call from a client of its own: the limit is the account's, not the connection's.
        headers: ROUTES.hosting.headers(testClient()),
      });
    const statuses: number[] = [];
    for (let call = 0; call < limit; call += 1) statuses.push((await vote(voter.idToken)).status);
    expect(statuses.filter((status) => status !== 404)).toEqual([]);
    const refused = await vote(voter.idToken);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      tooManyAccountRequestsMessage(API.markReviewHelpful.rateLimit.windowMs / 60_000),
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await vote(other.idToken)).status).toBe(404);
  }, 120_000);
});
