import ipaddr from "ipaddr.js";

/**
 * Whether an IP address is one the open internet routes to a single host: ipaddr.js's "unicast",
 * the range left once every special-purpose block it knows (loopback, RFC 1918, link-local with
 * the metadata server's 169.254.169.254, carrier-grade NAT, unique-local, multicast,
 * documentation, benchmarking, 0.0.0.0/8, 240/4 ...) is taken out.
 */

/**
 * IANA allocates global unicast IPv6 only from 2000::/3. Outside it lie, besides ipaddr.js's
 * named ranges, the deprecated IPv4-compatible form (::127.0.0.1) and the NAT64 prefixes, both
 * of which can carry a private IPv4 address.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * Blocks inside 2000::/3 that carry another address (6to4, Teredo) and so could reach a private
 * one are ranges of their own in ipaddr.js, so "unicast" already leaves them out.
 */
function isPublicV6(address: ipaddr.IPv6): boolean {
  return address.match(GLOBAL_UNICAST_V6) && address.range() === "unicast";
}

/** True only for a well-formed IPv4 or IPv6 address (no zone) that is public unicast. */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text) || text.includes("%")) return false;
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1, ::ffff:7f00:1) is judged as its IPv4 one.
  const address = ipaddr.process(text);
  if (address instanceof ipaddr.IPv6) return isPublicV6(address);
  return address.range() === "unicast";
}
