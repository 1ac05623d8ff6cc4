import type { Request } from "express";
import ipaddr from "ipaddr.js";

/**
 * Firebase Hosting's CDN (Fastly): its published ranges, https://api.fastly.com/public-ip-list.
 * TRUSTED_PROXY_RANGES in functions/.env replaces the list.
 */
export const HOSTING_CDN_RANGES: readonly string[] = [
  "23.235.32.0/20",
  "43.249.72.0/22",
  "103.244.50.0/24",
  "103.245.222.0/23",
  "103.245.224.0/24",
  "104.156.80.0/20",
  "140.248.64.0/18",
  "140.248.128.0/17",
  "146.75.0.0/17",
  "151.101.0.0/16",
  "157.52.64.0/18",
  "167.82.0.0/17",
  "167.82.128.0/20",
  "167.82.160.0/20",
  "167.82.224.0/20",
  "172.111.64.0/18",
  "185.31.16.0/22",
  "199.27.72.0/21",
  "199.232.0.0/16",
  "2a04:4e40::/32",
  "2a04:4e42::/32",
];

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** A canonical address, IPv4-mapped IPv6 as IPv4; null for anything else (names, ports, junk). */
export function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const trimmed = text.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(trimmed)) return ipaddr.IPv4.parse(trimmed);
  if (!ipaddr.IPv6.isValid(trimmed)) return null;
  const address = ipaddr.IPv6.parse(trimmed);
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

/**
 * The proxies allowed to say who their caller was: TRUSTED_PROXY_RANGES in functions/.env
 * (comma-separated CIDR ranges), or else Firebase Hosting's CDN. A store behind a proxy of its
 * own in front of Hosting lists Hosting's ranges and its proxy's.
 */
export function trustedProxyRanges(env: NodeJS.ProcessEnv = process.env): Range[] {
  const configured = env.TRUSTED_PROXY_RANGES?.trim();
  const list =
    configured === undefined || configured === ""
      ? HOSTING_CDN_RANGES
      : configured.split(",").map((range) => range.trim());
  return list.map((range) => {
    try {
      const [address, bits] = ipaddr.parseCIDR(range);
      if (parseAddress(address.toString()) === null) throw new Error("not an address");
      return [address, bits];
    } catch {
      throw new Error(
        `TRUSTED_PROXY_RANGES must be comma-separated CIDR ranges such as 151.101.0.0/16, not "${range}"`,
      );
    }
  });
}

function inRanges(address: ipaddr.IPv4 | ipaddr.IPv6, ranges: readonly Range[]): boolean {
  return ranges.some(([network, bits]) => {
    if (address.kind() === "ipv4" && network.kind() === "ipv4") {
      return (address as ipaddr.IPv4).match(network, bits);
    }
    if (address.kind() === "ipv6" && network.kind() === "ipv6") {
      return (address as ipaddr.IPv6).match(network, bits);
    }
    return false;
  });
}

/**
 * Express's `trust proxy`: which addresses may speak for the one before them. Express asks
 * from the socket outwards (hop 0, then X-Forwarded-For from right to left) and takes the first
 * address it is told not to trust as the client's.
 *
 * - Hop 0, the socket, is Google's front end: nothing reaches a function without passing it,
 *   and it appends the address it was called from to X-Forwarded-For.
 * - That address is Firebase Hosting's CDN when the request came through Hosting; the CDN in
 *   turn appended its own caller's address, which is then the client's. Called at the
 *   function's own URL, the address Google recorded is the caller's, and everything left of
 *   it is what the caller wrote.
 *
 * So a hop is trusted only while the address before it belongs to a trusted proxy's range.
 */
export function proxyTrust(ranges: readonly Range[]): (address: string, hop: number) => boolean {
  return (address, hop) => {
    if (hop === 0) return true;
    const parsed = parseAddress(address);
    return parsed !== null && inRanges(parsed, ranges);
  };
}

export const TRUST_PROXY = proxyTrust(trustedProxyRanges());

/**
 * What every per-client limit counts by: the caller's address as the trusted proxies vouch
 * for it (express's req.ip), in one canonical form. An IPv6 caller counts by its /64, the block
 * one subscriber is given; an entry that is not an address counts as "unknown", one client.
 */
export function clientAddress(req: Request): string {
  const address = parseAddress(req.ip ?? req.socket.remoteAddress ?? "");
  if (address === null) return "unknown";
  if (address.kind() === "ipv4") return address.toString();
  const network = new ipaddr.IPv6([...(address as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}
