import type { Request } from "express";

const MAX_PROXY_HOPS = 10;

/**
 * How many proxies in front of the function append to X-Forwarded-For: TRUSTED_PROXY_HOPS in
 * functions/.env, or else 2 when deployed (Google's front end appends the client's address and
 * Firebase Hosting appends one more hop) and 0 on the emulator (the Hosting emulator forwards
 * the client's own header untouched, so only the socket is trusted). A store behind one more
 * proxy of its own (a CDN, a load balancer) adds one. Entries further left are whatever the
 * client sent, and are never trusted.
 */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.TRUSTED_PROXY_HOPS?.trim();
  if (configured === undefined || configured === "") {
    return env.FUNCTIONS_EMULATOR === "true" ? 0 : 2;
  }
  const hops = Number(configured);
  if (!Number.isInteger(hops) || hops < 0 || hops > MAX_PROXY_HOPS) {
    throw new Error(
      `TRUSTED_PROXY_HOPS must be a whole number from 0 to ${MAX_PROXY_HOPS}, not "${configured}"`,
    );
  }
  return hops;
}

export const TRUSTED_PROXY_HOPS = trustedProxyHops();

/** The caller's address as far as the trusted proxies vouch for it (express's req.ip). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
