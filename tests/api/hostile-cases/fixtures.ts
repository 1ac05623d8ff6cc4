import { crc32 } from "node:zlib";

import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

/** What every hostile case shares: its shape, the fixtures it may name, and bodies to send. */

/**
 * Who the request is sent as. `expiredAdmin`: an admin who signed in two hours ago;
 * `staleCustomer`: the customer's token as if they had signed in an hour ago;
 * `unverifiedCustomer`: a customer who has not confirmed their address.
 */
export type Caller =
  | "none"
  | "customer"
  | "staleCustomer"
  | "unverifiedCustomer"
  | "admin"
  | "expiredAdmin"
  | "bogus"
  | "forged";

/**
 * Who answers. `app`: our express app, a JSON `{message}`. `runtime`: the Cloud Functions
 * runtime's body-parser, which parses JSON before the app runs and answers malformed bodies
 * itself (HTML). `hosting`: the Hosting emulator (Node's HTTP parser or superstatic), before
 * the function is reached.
 */
/** "pages": the pages router, whose 404 is the app's shell as HTML (functions/src/pages). */
export type AnsweredBy = "app" | "runtime" | "hosting" | "pages";

export interface HostileCase {
  /** "METHOD /path pattern", for the per-endpoint count. */
  endpoint: string;
  /** What is sent, in words. */
  name: string;
  method: string;
  path: string;
  caller?: Caller;
  headers?: Record<string, string>;
  /** Sent as JSON.stringify(json) with Content-Type application/json. */
  json?: unknown;
  /** Sent as is (bytes made on demand), with `contentType` (default application/json). */
  raw?: string | (() => Uint8Array);
  contentType?: string;
  /** Straight to the function (FUNCTIONS_URL) instead of through Hosting. */
  direct?: boolean;
  /** The status, or the statuses a fix may choose between. */
  status: number | readonly number[];
  /** The exact message, or a pattern; any non-empty message when left out. */
  message?: string | RegExp;
  answeredBy?: AnsweredBy;
}

/**
 * The cases of one JSON endpoint, each `send(name, json, message, status = 400, headers?)`: the
 * request's endpoint, method, path and caller are the same for all of them.
 */
export function jsonBodyCases(
  request: Pick<HostileCase, "endpoint" | "method" | "path" | "caller">,
) {
  return (
    name: string,
    json: unknown,
    message: string | RegExp,
    status = 400,
    headers?: Record<string, string>,
  ): HostileCase => ({ ...request, name, json, headers, status, message });
}

/** One run of the file: the fixtures' ids and the throwaway names are unique to it. */
export const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const FIXTURE = {
  /** A book of this file (created before the table, deleted after). */
  bookId: `test-hostile-${RUN}`,
  /** A delivered order of this file: every status change from it is refused. */
  orderId: `test-hostile-order-${RUN}`,
  /** The signed-up customer's address. */
  customerEmail: `hostile-${RUN}@example.com`,
  unverifiedEmail: `hostile-unverified-${RUN}@example.com`,
} as const;

/** Admin login cases use only these usernames (never the demo admin `admin`). */
export const LOGIN_USERNAMES = [0, 1, 2, 3, 4].map((index) => `hostile-${RUN}-${index}`);

/** Texts a case stores if the store wrongly accepts it; deleted afterwards by exact match. */
export const MARKERS = {
  urlencodedContact: `urlencoded contact ${RUN}`,
  invalidUtf8Contact: `invalid utf-8 contact ${RUN}`,
  urlencodedSubscriber: `urlencoded-${RUN}@example.com`,
} as const;

export const MEGABYTE = "x".repeat(1024 * 1024);
export const OVER_100_KB = "y".repeat(101 * 1024);
export const SCRIPT = '<script>alert("hostile")</script>';
export const IMG = "<img src=x onerror=alert(1)>";

/** What a body over the 100 KB limit gets (the app's size check; 5 MB on POST /api/covers). */
export const TOO_LARGE = 413;
export const TOO_LARGE_MESSAGE = MESSAGES.bodyTooLarge;

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG whose header claims `width` x `height` pixels and which holds no picture data. */
export function pngHeaderClaiming(width: number, height: number): Uint8Array {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 2, 0, 0, 0], 8);
  const type = Buffer.from("IHDR");
  const chunk = Buffer.alloc(4 + 4 + 13 + 4);
  chunk.writeUInt32BE(13, 0);
  chunk.set(type, 4);
  chunk.set(data, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 21);
  return Buffer.concat([PNG_SIGNATURE, chunk]);
}

/** `{"field": <bytes>, ...}` with bytes that are not UTF-8 inside a JSON string. */
export function jsonWithInvalidUtf8(before: string, after: string): () => Uint8Array {
  return () =>
    Buffer.concat([Buffer.from(before), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from(after)]);
}

export const validBook = {
  title: "Hostile input test",
  author: "Nobody",
  description: "Never stored: every request of the table is refused.",
  category: "fiction",
  oldPrice: 2,
  newPrice: 1,
};

export const validContact = {
  name: "Eve Hostile",
  email: "eve@example.com",
  message: "This message is never stored.",
};

export const validOrderBody = {
  name: "Eve Hostile",
  phone: "+1 (541) 555-0100",
  address: { city: "Springfield", country: "United States", state: "Oregon", zipcode: "97477" },
  productIds: [FIXTURE.bookId],
};

/** A JSON text with `extra` spliced in as the first member: how `__proto__` keys are sent. */
export function withRawKey(extra: string, body: object): string {
  return `{${extra},${JSON.stringify(body).slice(1)}`;
}

export const withoutKey = (body: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));

/** Cases every admin-only endpoint gets: no, bogus, forged, customer and expired callers. */
export function adminOnly(
  endpoint: string,
  method: string,
  path: string,
  json?: unknown,
): HostileCase[] {
  return [
    {
      name: "no Authorization header",
      caller: "none",
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      name: "a bogus bearer token",
      caller: "bogus",
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      name: "a forged unsigned token with admin:true for a user that does not exist",
      caller: "forged",
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      name: "a customer's token",
      caller: "customer",
      status: 403,
      message: ACCESS_MESSAGES.adminOnly,
    },
    {
      name: "an admin token signed in two hours ago",
      caller: "expiredAdmin",
      status: 401,
      message: ACCESS_MESSAGES.sessionExpired,
    },
  ].map((entry): HostileCase => ({
    endpoint,
    method,
    path,
    json,
    ...entry,
    caller: entry.caller as Caller,
  }));
}
