import { randomInt } from "node:crypto";

import { FUNCTIONS_URL, STORE_URL } from "../../scripts/lib/paths.mjs";

/** An address in Firebase Hosting's CDN ranges (HOSTING_CDN_RANGES), as Google records it. */
export const HOSTING_EDGE = "151.101.65.1";

/** A fresh client address of the benchmarking block 198.18.0.0/15, one per test. */
export function testClient(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/**
 * The two ways a request reaches the deployed function, as the function receives them: the
 * X-Forwarded-For the caller wrote (`forged`), then what the proxies append. Through Hosting the
 * CDN appends the client's address and Google's front end the CDN's; called at the function's
 * own URL, only Google's front end appends the caller's. On the emulator nothing stands in
 * front of the function, so the test appends those entries itself and the function applies its
 * production rule to them.
 */
export const ROUTES = {
  hosting: {
    base: STORE_URL,
    headers: (client: string, forged: readonly string[] = []) => ({
      "X-Forwarded-For": [...forged, client, HOSTING_EDGE].join(", "),
    }),
  },
  direct: {
    base: FUNCTIONS_URL,
    headers: (client: string, forged: readonly string[] = []) => ({
      "X-Forwarded-For": [...forged, client].join(", "),
    }),
  },
} as const;

export type Route = keyof typeof ROUTES;

/** X-Forwarded-For entries an attacker writes to look like many clients. */
export function forgedEntries(index: number): string[] {
  const variants = [
    [`203.0.113.${index}`],
    [`garbage-${index}`, ";", ""],
    [`2001:db8::${index.toString(16)}`, `::ffff:192.0.2.${index}`],
    [HOSTING_EDGE, `203.0.113.${index}`, HOSTING_EDGE],
    Array.from({ length: 50 }, (_, entry) => `10.${index}.0.${entry}`),
  ];
  return variants[index % variants.length] ?? [];
}

/**
 * The client of a test file's requests that name none (tests/support/one-client-per-file.ts):
 * a fresh address for each file, as each file is a visitor of its own.
 */
export const FILE_CLIENT = testClient();
