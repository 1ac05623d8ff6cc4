import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  clientAddress,
  HOSTING_CDN_RANGES,
  proxyTrust,
  trustedProxyRanges,
} from "./client-address.ts";

/** An address in Hosting's CDN ranges, as Google's front end records it for a proxied request. */
const HOSTING_EDGE = "151.101.1.1";
const CLIENT = "203.0.113.7";
/** The address Google's front end records for a caller of the function's own URL. */
const DIRECT_CALLER = "198.51.100.9";

/** A real Express server that trusts proxies as createApp does, and says who called. */
async function addressServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const app = express();
  app.set("trust proxy", proxyTrust(trustedProxyRanges(env)));
  app.get("/", (req, res) => {
    res.send(clientAddress(req));
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return server;
}

/**
 * The test's socket plays Google's front end, as in production: the header is what reached
 * the front end (the caller's own entries, then the Hosting CDN's) plus the address the front
 * end appends.
 */
function describeServer(name: string, env: NodeJS.ProcessEnv, body: (ask: Ask) => void) {
  describe(name, () => {
    let server: Server;
    let url = "";
    beforeAll(async () => {
      server = await addressServer(env);
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterAll(() => {
      server.close();
    });
    body(async (header) => {
      const headers: Record<string, string> =
        header === undefined ? {} : { "X-Forwarded-For": header };
      return (await fetch(url, { headers })).text();
    });
  });
}

type Ask = (header: string | undefined) => Promise<string>;

const forgedMany = Array.from({ length: 300 }, (_, index) => `10.0.${index % 256}.${index % 7}`);

describeServer("through Firebase Hosting", {}, (ask) => {
  it.each([
    ["the CDN's entry and the front end's", `${CLIENT}, ${HOSTING_EDGE}`],
    ["a forged address before them", `6.6.6.6, ${CLIENT}, ${HOSTING_EDGE}`],
    ["a forged CDN address before them", `${HOSTING_EDGE}, 6.6.6.6, ${CLIENT}, ${HOSTING_EDGE}`],
    ["garbage before them", `garbage, , ;DROP, 999.1.1.1, ${CLIENT}, ${HOSTING_EDGE}`],
    ["300 forged entries before them", `${forgedMany.join(", ")}, ${CLIENT}, ${HOSTING_EDGE}`],
    ["an IPv4-mapped client", `::ffff:${CLIENT}, ${HOSTING_EDGE}`],
    ["an IPv4-mapped CDN address", `6.6.6.6, ${CLIENT}, ::ffff:${HOSTING_EDGE}`],
  ])("takes the client the CDN vouches for: %s", async (_name, header) => {
    expect(await ask(header)).toBe(CLIENT);
  });

  it("counts an IPv6 client by its /64, through the CDN's IPv6 edge too", async () => {
    expect(await ask(`2001:db8:1:2:aaaa::1, ${HOSTING_EDGE}`)).toBe("2001:db8:1:2::/64");
    expect(await ask(`6.6.6.6, 2001:DB8:1:2:ffff:1:2:3, 2a04:4e42::12`)).toBe("2001:db8:1:2::/64");
  });
});

describeServer("called at the function's own URL", {}, (ask) => {
  it.each([
    ["only the front end's entry", DIRECT_CALLER],
    ["a forged client before it", `${CLIENT}, ${DIRECT_CALLER}`],
    ["a forged client and CDN address before it", `${CLIENT}, ${HOSTING_EDGE}, ${DIRECT_CALLER}`],
    ["garbage before it", `garbage, unknown, [::1]:80, ${DIRECT_CALLER}`],
    ["300 forged entries before it", `${forgedMany.join(", ")}, ${DIRECT_CALLER}`],
    ["an IPv4-mapped caller", `${CLIENT}, ::ffff:${DIRECT_CALLER}`],
  ])("takes the address the front end recorded: %s", async (_name, header) => {
    expect(await ask(header)).toBe(DIRECT_CALLER);
  });

  it("counts IPv6 callers of one /64 as one client, whatever they put before it", async () => {
    const answers = await Promise.all([
      ask("2001:db8:9:9::1"),
      ask(`${CLIENT}, 2001:db8:9:9:ffff:ffff:ffff:ffff`),
      ask(`2001:db8::1, ${HOSTING_EDGE}, 2001:db8:9:9::abcd`),
    ]);
    expect(answers).toEqual(["2001:db8:9:9::/64", "2001:db8:9:9::/64", "2001:db8:9:9::/64"]);
  });

  it("takes the socket's address when no proxy added a header", async () => {
    expect(await ask(undefined)).toBe("127.0.0.1");
  });

  it("counts a recorded entry that is not an address as one client, 'unknown'", async () => {
    expect(await ask(`${CLIENT}, not-an-address`)).toBe("unknown");
    expect(await ask(`${CLIENT}, 2852039166`)).toBe("unknown");
  });
});

describeServer(
  "behind a proxy of the store's own in front of Hosting",
  { TRUSTED_PROXY_RANGES: "151.101.0.0/16, 192.0.2.0/24" },
  (ask) => {
    it("walks through each trusted proxy to the client", async () => {
      expect(await ask(`6.6.6.6, ${CLIENT}, 192.0.2.5, ${HOSTING_EDGE}`)).toBe(CLIENT);
      expect(await ask(`6.6.6.6, ${CLIENT}, 192.0.2.5`)).toBe(CLIENT);
      expect(await ask(`6.6.6.6, ${CLIENT}, 192.0.3.5`)).toBe("192.0.3.5");
    });
  },
);

describe("trustedProxyRanges", () => {
  it("is Hosting's CDN unless TRUSTED_PROXY_RANGES says otherwise", () => {
    expect(trustedProxyRanges({})).toHaveLength(HOSTING_CDN_RANGES.length);
    expect(trustedProxyRanges({ TRUSTED_PROXY_RANGES: " " })).toHaveLength(
      HOSTING_CDN_RANGES.length,
    );
    const [range] = trustedProxyRanges({ TRUSTED_PROXY_RANGES: "192.0.2.0/24" });
    expect(range?.[0].toString()).toBe("192.0.2.0");
    expect(range?.[1]).toBe(24);
  });

  it("refuses a setting that is not a list of CIDR ranges", () => {
    for (const value of ["192.0.2.0", "192.0.2.0/33", "fastly", "151.101.0.0/16,,"]) {
      expect(() => trustedProxyRanges({ TRUSTED_PROXY_RANGES: value })).toThrow(/CIDR ranges/);
    }
  });
});
