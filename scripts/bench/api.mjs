// @ts-check
/**
 * Bench part 5: latency (p50, p99) and throughput of the API through Hosting, as a browser calls
 * it, at 10 connections for 20 s each (autocannon), after a warm-up at the same concurrency (the
 * Functions emulator starts one worker process per concurrent request). A 404 under /api, which
 * the function answers without touching Firestore, measures the emulators' own overhead in the
 * same run: the ratios say how much each endpoint costs on top of it.
 */
import autocannon from "autocannon";

import { IDEMPOTENCY_KEY_HEADER } from "../../functions/src/shared/order.ts";
import { MAX_STOCK } from "../../functions/src/shared/stock.ts";
import { signUpCustomer } from "../../tests/support/auth-tokens.ts";
import { createTestBooks, deleteTestBooks } from "../../tests/support/order-fixtures.ts";

import { progress } from "./progress.mjs";
import { ratio } from "./stats.mjs";

export const CONNECTIONS = 10;
export const DURATION_S = 20;
const WARM_UP_S = 5;
const FIRST_WARM_UP_S = 10;

/**
 * @typedef {{ endpoint: string, expected: number, p50Ms: number, p99Ms: number, rps: number,
 *   requests: number, unexpected: number, statuses: Record<string, number>,
 *   p50VsTrivial: number | null }} EndpointResult
 */

/**
 * @param {import("autocannon").Options} options
 * @param {number} expected the status every answer should have
 * @param {string} endpoint
 * @returns {Promise<Omit<EndpointResult, "p50VsTrivial">>}
 */
async function load(options, expected, endpoint) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARM_UP_S, timeout: 60 });
  const result = await autocannon({
    ...options,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 60,
  });
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats))
    statuses[status] = count;
  const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const measured = {
    endpoint,
    expected,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    rps: result.requests.average,
    requests,
    unexpected: requests - (statuses[String(expected)] ?? 0) + result.errors + result.timeouts,
    statuses,
  };
  progress(
    `  ${endpoint}: p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ${measured.rps.toFixed(1)} req/s, ` +
      `statuses ${JSON.stringify(statuses)}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  return measured;
}

/**
 * @param {string} storeUrl e.g. http://localhost:5300
 * @param {{ id: string, newPrice: number }} book a seeded book
 * @returns {Promise<EndpointResult[]>}
 */
export async function measureApi(storeUrl, book) {
  // The first requests at this concurrency start the Functions emulator's worker processes.
  await autocannon({
    url: `${storeUrl}/api/books/${book.id}`,
    connections: CONNECTIONS,
    duration: FIRST_WARM_UP_S,
    timeout: 60,
  });
  const trivial = await load(
    { url: `${storeUrl}/api/bench-no-such-endpoint` },
    404,
    "GET /api/<unknown> (404)",
  );
  const getBook = await load(
    { url: `${storeUrl}/api/books/${book.id}` },
    200,
    "GET /api/books/:id",
  );

  const customer = await signUpCustomer(`bench-${Date.now()}@example.com`);
  // A book of its own with copies for every order the load places: a seeded book would sell out.
  const [stocked] = await createTestBooks("bench-orders", [book.newPrice], [MAX_STOCK]);
  if (!stocked) throw new Error("the bench's order book is missing");
  const body = JSON.stringify({
    name: "Bench Reader",
    phone: "+1 (541) 555-0100",
    address: { city: "Springfield", country: "United States", state: "Oregon", zipcode: "97477" },
    productIds: [stocked.id],
    totalPrice: book.newPrice.toFixed(2),
  });
  const run = Date.now().toString(36);
  let sequence = 0;
  const postOrder = await load(
    {
      url: `${storeUrl}/api/orders`,
      requests: [
        {
          method: "POST",
          body,
          setupRequest: (request) => {
            sequence += 1;
            return {
              ...request,
              headers: {
                "Content-Type": "application/json",
                Authorization: `Bearer ${customer.idToken}`,
                [IDEMPOTENCY_KEY_HEADER]: `bench-${run}-${sequence}`,
              },
            };
          },
        },
      ],
    },
    201,
    "POST /api/orders",
  );
  await deleteTestBooks([stocked]);
  return [trivial, getBook, postOrder].map((result) => ({
    ...result,
    p50VsTrivial: ratio(result.p50Ms, trivial.p50Ms),
  }));
}
