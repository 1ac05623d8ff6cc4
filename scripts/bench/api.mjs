// @ts-check
/**
 * Bench part 5: latency (p50, p99) and throughput of the API through Hosting, as a browser calls
 * it, at 10 connections (autocannon), after a warm-up at the same concurrency (the Functions
 * emulator starts one worker process per concurrent request). The reads run for 20 s each. A 404
 * under /api, which the function answers without touching Firestore, measures the emulators' own
 * overhead in the same run: the ratios say how much each endpoint costs on top of it.
 *
 * Orders come from many customers, as a shop's do: the store refuses a customer's sixth pending
 * order with a 429 (ORDER_LIMITS), so one customer's load would measure that refusal and not
 * order placement. ORDER_CUSTOMERS customers sign up first and take turns, each placing at most
 * ORDERS_PER_CUSTOMER orders; the load is a fixed number of orders rather than a duration, so it
 * never runs out of customers.
 */
import autocannon from "autocannon";

import { MAX_STOCK } from "@bookstore/shared/books/stock.ts";
import { ORDER_LIMITS } from "@bookstore/shared/orders/order.ts";

import { signUpCustomer, uniqueEmail } from "../../tests/support/auth-tokens.ts";
import { inBurst } from "../../tests/support/burst.ts";
import { createTestBooks, deleteTestBooks } from "../../tests/support/order-fixtures.ts";

import {
  ORDER_CUSTOMERS,
  ORDER_WARM_UP,
  ORDERS_MEASURED,
  ORDERS_PER_CUSTOMER,
} from "./api-size.mjs";
import { progress } from "./progress.mjs";
import { ratio } from "./stats.mjs";

export const CONNECTIONS = 10;
export const DURATION_S = 20;
const WARM_UP_S = 5;
const FIRST_WARM_UP_S = 10;
if (ORDERS_PER_CUSTOMER >= ORDER_LIMITS.pendingPerCustomer) {
  throw new Error("the bench's customers would reach the pending-order limit");
}

/**
 * @typedef {{ endpoint: string, expected: number, p50Ms: number, p99Ms: number, rps: number,
 *   requests: number, unexpected: number, statuses: Record<string, number>,
 *   p50VsTrivial: number | null }} EndpointResult
 */

/**
 * @param {import("autocannon").Options} options
 * @param {number} expected the status every answer should have
 * @param {string} endpoint
 * @param {{ warmUp: number, measured: number }} [amounts] requests instead of durations
 * @returns {Promise<Omit<EndpointResult, "p50VsTrivial">>}
 */
async function load(options, expected, endpoint, amounts) {
  const warmUp = amounts ? { amount: amounts.warmUp } : { duration: WARM_UP_S };
  const measure = amounts ? { amount: amounts.measured } : { duration: DURATION_S };
  await autocannon({ ...options, ...warmUp, connections: CONNECTIONS, timeout: 60 });
  const result = await autocannon({
    ...options,
    ...measure,
    connections: CONNECTIONS,
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

  const customers = await inBurst(
    Array.from(
      { length: ORDER_CUSTOMERS },
      (_, index) => () => signUpCustomer(uniqueEmail(`bench-orders-${index}`)),
    ),
    CONNECTIONS,
  );
  progress(`  ${customers.length} customers signed up for the order load`);
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
            const customer = customers[sequence % customers.length]?.value;
            if (!customer) throw new Error("the bench's customers are missing");
            return {
              ...request,
              headers: {
                "Content-Type": "application/json",
                Authorization: `Bearer ${customer.idToken}`,
                "Idempotency-Key": `bench-${run}-${sequence}`,
              },
            };
          },
        },
      ],
    },
    201,
    "POST /api/orders",
    { warmUp: ORDER_WARM_UP, measured: ORDERS_MEASURED },
  );
  await deleteTestBooks([stocked]);
  return [trivial, getBook, postOrder].map((result) => ({
    ...result,
    p50VsTrivial: ratio(result.p50Ms, trivial.p50Ms),
  }));
}
