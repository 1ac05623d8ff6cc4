import { lookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";

import { emulatorFetchAllowList } from "./emulator-fetch-allow-list.ts";
import { isPublicAddress } from "./public-address.ts";

/**
 * The one way server code fetches a URL that a user supplied. A URL may name any host, so the
 * fetch goes only to public internet addresses: never to the machine itself, the private
 * network or the cloud's metadata server, which a plain fetch would reach for any caller who
 * names them.
 *
 * - Only http and https. The URL is parsed by WHATWG URL, which already turns the decimal, octal
 *   and hex forms of an IPv4 address (http://2852039166/, http://0x7f.1/) into dotted decimal.
 * - Names that point inside a network (single labels, localhost, *.internal such as
 *   metadata.google.internal, *.local) are refused before any lookup.
 * - The name is resolved once, with every address it has; if any of them is not public unicast
 *   (lib/public-address.ts) the fetch is refused.
 * - The connection goes to the address that was checked: the request's own lookup answers with
 *   it, so a second DNS answer (DNS rebinding) is never asked for. The Host header and the TLS
 *   server name stay the URL's name.
 * - Redirects are followed by hand, at most MAX_REDIRECTS, each Location checked like the first
 *   URL; the body is read up to maxBytes; the whole fetch, redirects included, has timeoutMs.
 *
 * A refusal or failure says only "refused", "failed" or "tooLarge": never the status, the
 * address or the DNS error, which would let a caller map the network.
 */

export const MAX_REDIRECTS = 3;

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a name resolves to (the system resolver unless a test injects one). */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface GuardedFetchOptions {
  maxBytes: number;
  /** For the whole fetch: lookups, redirects and the body. */
  timeoutMs: number;
  accept: string;
  resolve?: Resolver;
  /** `host:port` origins exempt from the address check (test servers only). */
  allowList?: ReadonlySet<string>;
}

export type GuardedFetchResult =
  { ok: true; body: Buffer } | { ok: false; reason: "refused" | "failed" | "tooLarge" };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true });

/** Names that lead inside a network whatever they resolve to. */
const INTERNAL_NAME = /(^|\.)(localhost|internal|local|localdomain|home\.arpa)$/;

interface Target {
  url: URL;
  hostname: string;
  address: string;
  family: 4 | 6;
}

function portOf(url: URL): string {
  return url.port || (url.protocol === "https:" ? "443" : "80");
}

/** `work`, or a rejection once `signal` aborts (a DNS lookup cannot be cancelled). */
function beforeAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      reject(new Error("The fetch ran out of time."));
    };
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener("abort", onAbort, { once: true });
    void work.then(resolve, reject).finally(() => {
      signal.removeEventListener("abort", onAbort);
    });
  });
}

/** Where `url` may be fetched from, or null when it must not be fetched at all. */
async function checkedTarget(
  url: URL,
  resolve: Resolver,
  allowList: ReadonlySet<string>,
  signal: AbortSignal,
): Promise<Target | null> {
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const hostname = url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
  if (hostname === "") return null;
  const allowed = allowList.has(`${hostname}:${portOf(url)}`);
  const literal = isIP(hostname);
  if (literal === 0 && !allowed && (!hostname.includes(".") || INTERNAL_NAME.test(hostname))) {
    return null;
  }
  const addresses =
    literal === 0
      ? await beforeAbort(resolve(hostname), signal)
      : [{ address: hostname, family: literal }];
  const first = addresses[0];
  if (!first) return null;
  if (!allowed && !addresses.every(({ address }) => isPublicAddress(address))) return null;
  return { url, hostname, address: first.address, family: first.family === 6 ? 6 : 4 };
}

function send(target: Target, accept: string, signal: AbortSignal): Promise<IncomingMessage> {
  const { url, hostname, address, family } = target;
  const pinned: LookupFunction = (_name, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const secure = url.protocol === "https:";
  const options: https.RequestOptions = {
    hostname,
    port: portOf(url),
    path: `${url.pathname}${url.search}`,
    method: "GET",
    headers: { Accept: accept, "User-Agent": "bookstore-guarded-fetch" },
    // A fresh connection every time: a pooled one could lead to an address not checked here.
    agent: false,
    lookup: pinned,
    signal,
    ...(secure && isIP(hostname) === 0 ? { servername: hostname } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(options, resolve);
    request.on("error", reject);
    request.end();
  });
}

/** The body, or null once it grows past `maxBytes` (the rest is never read). */
async function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  if (Number(response.headers["content-length"]) > maxBytes) {
    response.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Leaving the loop early destroys the stream, which ends the download.
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function guardedFetch(
  url: string,
  options: GuardedFetchOptions,
): Promise<GuardedFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const resolve = options.resolve ?? systemResolver;
  const allowList = options.allowList ?? emulatorFetchAllowList();
  try {
    let current = new URL(url);
    for (let redirects = 0; ; redirects += 1) {
      const target = await checkedTarget(current, resolve, allowList, signal);
      if (!target) return { ok: false, reason: "refused" };
      const response = await send(target, options.accept, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location !== undefined) {
        response.destroy();
        if (redirects === MAX_REDIRECTS) return { ok: false, reason: "failed" };
        current = new URL(location, current);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        return { ok: false, reason: "failed" };
      }
      const body = await readAtMost(response, options.maxBytes);
      return body === null ? { ok: false, reason: "tooLarge" } : { ok: true, body };
    }
  } catch {
    return { ok: false, reason: "failed" };
  }
}
