import { describe, expect, it } from "vitest";

import { isPublicAddress } from "./public-address.ts";

describe("isPublicAddress", () => {
  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "1.1.1.1",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    // An IPv4-mapped address is judged as the IPv4 address it carries.
    "::ffff:8.8.8.8",
  ])("accepts the public unicast address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ["loopback", "127.0.0.1"],
    ["loopback", "127.255.255.254"],
    ["this network", "0.0.0.0"],
    ["this network", "0.1.2.3"],
    ["private", "10.0.0.1"],
    ["private", "172.16.0.1"],
    ["private", "172.31.255.255"],
    ["private", "192.168.0.1"],
    ["link-local (the metadata server)", "169.254.169.254"],
    ["carrier-grade NAT", "100.64.0.1"],
    ["carrier-grade NAT", "100.127.255.255"],
    ["multicast", "224.0.0.1"],
    ["broadcast", "255.255.255.255"],
    ["reserved", "240.0.0.1"],
    ["documentation", "192.0.2.1"],
    ["documentation", "198.51.100.1"],
    ["documentation", "203.0.113.1"],
    ["benchmarking", "198.18.0.1"],
    ["IETF protocol assignments", "192.0.0.1"],
    ["IPv6 loopback", "::1"],
    ["IPv6 unspecified", "::"],
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
    ["IPv4-mapped loopback in hex", "::ffff:7f00:1"],
    ["IPv4-mapped metadata server", "::ffff:169.254.169.254"],
    ["IPv4-mapped private", "::ffff:10.0.0.1"],
    ["IPv4-compatible loopback", "::127.0.0.1"],
    ["IPv4-compatible private", "::a00:1"],
    ["NAT64 of a private address", "64:ff9b::a00:1"],
    ["NAT64 of the metadata server", "64:ff9b::169.254.169.254"],
    ["local-use NAT64", "64:ff9b:1::a00:1"],
    ["unique-local", "fc00::1"],
    ["unique-local", "fd12:3456:789a::1"],
    ["link-local", "fe80::1"],
    ["site-local", "fec0::1"],
    ["multicast", "ff02::1"],
    ["documentation", "2001:db8::1"],
    ["6to4 of loopback", "2002:7f00:1::1"],
    ["Teredo", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
    ["discard-only", "100::1"],
  ])("refuses %s: %s", (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["", "localhost", "example.com", "fe80::1%eth0", "127.0.0.1:80", "[::1]"])(
    "refuses %j, which is not an address",
    (text) => {
      expect(isPublicAddress(text)).toBe(false);
    },
  );
});
