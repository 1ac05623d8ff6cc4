import type { Request } from "express";

/**
 * How many proxies in front of the function append to X-Forwarded-For. Deployed, the client's
 * address is appended by Firebase Hosting and Google's front end adds one more hop; locally the
 * Hosting emulator forwards the client's own header untouched, so only the socket is trusted.
 * Entries further left are whatever the client sent, and are never trusted.
 */
export const TRUSTED_PROXY_HOPS = process.env.FUNCTIONS_EMULATOR === "true" ? 0 : 2;

/** The caller's address as far as the trusted proxies vouch for it (express's req.ip). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
